import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/testApp';

describe('user routes', () => {
  const t = useTestApp();

  it('creates a child on the first visit and binds it with a signed httpOnly cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(first.statusCode).toBe(200);
    const user = first.json();
    expect(user).toEqual({ id: expect.any(Number), displayName: 'Friend' });
    const cookie = first.cookies.find((c) => c.name === 'mckenzie_child');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).not.toBe(String(user.id)); // signed, not the bare id

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: `mckenzie_child=${cookie?.value}` },
    });
    expect(again.json()).toEqual(user);
    expect(again.cookies).toHaveLength(0);
  });

  it('gives two browsers two different children', async () => {
    const a = await t.newChild();
    const b = await t.newChild();
    expect(a.id).not.toBe(b.id);
  });

  it('ignores a forged cookie and makes a new child instead', async () => {
    const victim = await t.newChild();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: `mckenzie_child=${victim.id}` },
    });
    expect(forged.json().id).not.toBe(victim.id);
  });

  it('answers the companion user with the configured name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/mckenzie' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), displayName: 'McKenzie' });
  });
});

describe('the companion name setting', () => {
  it('uses COMPANION_NAME', async () => {
    const t = await createTestApp({ env: { COMPANION_NAME: 'Mika' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/user/mckenzie' });
    expect(response.json().displayName).toBe('Mika');
    await t.close();
  });
});
