import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/testApp';
import { NEW_CHILDREN_PER_ADDRESS } from './routes';

const EMPTY_PROFILE = {
  name: null,
  age: null,
  uiLanguage: null,
  learningLanguage: null,
  avatar: null,
  customization: null,
  voiceSettings: null,
};

describe('GET /api/home', () => {
  const t = useTestApp();

  it('makes a new child with a session cookie on a first visit and answers the child, the companion and the profile', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      user: { id: expect.any(Number), displayName: 'Friend' },
      companion: { id: t.companion, displayName: 'McKenzie' },
      profile: EMPTY_PROFILE,
    });
    const cookie = first.cookies.find((c) => c.name === 'mckenzie_child');
    expect(cookie?.httpOnly).toBe(true);

    // The cookie is a real session: the other endpoints know this child.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: `mckenzie_child=${cookie?.value}` },
    });
    expect(me.json()).toEqual(body.user);
    expect(me.cookies).toHaveLength(0);
  });

  it('answers the session child with their profile and sets no new cookie', async () => {
    const child = await t.newChild();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/current/profile',
      headers: { cookie: child.cookie },
      payload: { name: 'Ava', age: 7, uiLanguage: 'fr' },
    });
    expect(saved.statusCode).toBe(200);

    const home = await t.app.inject({ method: 'GET', url: '/api/home', headers: { cookie: child.cookie } });
    expect(home.statusCode).toBe(200);
    expect(home.cookies).toHaveLength(0);
    expect(home.json()).toEqual({
      user: { id: child.id, displayName: 'Ava' },
      companion: { id: t.companion, displayName: 'McKenzie' },
      profile: { ...EMPTY_PROFILE, name: 'Ava', age: 7, uiLanguage: 'fr' },
    });
  });

  it('ignores a forged cookie and makes a new child instead', async () => {
    const victim = await t.newChild();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { cookie: `mckenzie_child=${victim.id}` },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().user.id).not.toBe(victim.id);
  });
});

describe('GET /api/home from one address', () => {
  it('shares the new-children limit with GET /api/user/current', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < NEW_CHILDREN_PER_ADDRESS.max; i++) {
        const url = i % 2 === 0 ? '/api/home' : '/api/user/current';
        expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.4.5.6' })).statusCode).toBe(200);
      }
      const refused = await t.app.inject({ method: 'GET', url: '/api/home', remoteAddress: '10.4.5.6' });
      expect(refused.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
