import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/testApp';
import { NEW_CHILDREN_PER_ADDRESS } from './routes';

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

describe('new children from one address', () => {
  it('are limited, so a script cannot flood the database', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < NEW_CHILDREN_PER_ADDRESS.max + 2; i++) {
        statuses.push((await t.app.inject({ method: 'GET', url: '/api/user/current', remoteAddress: '10.1.2.3' })).statusCode);
      }
      expect(statuses.slice(0, NEW_CHILDREN_PER_ADDRESS.max).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      // Another address, and children who already have their cookie, are not affected.
      expect((await t.app.inject({ method: 'GET', url: '/api/user/current', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the session cookie over HTTPS', () => {
  const cookieOf = async (env: Record<string, string>, headers: Record<string, string>) => {
    const t = await createTestApp({ env });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/current', headers });
      return String(response.headers['set-cookie']);
    } finally {
      await t.close();
    }
  };

  it('is Secure behind a trusted HTTPS proxy, and not on plain HTTP', async () => {
    expect(await cookieOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await cookieOf({ TRUST_PROXY: 'true' }, {})).not.toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY says the proxy is ours', async () => {
    expect(await cookieOf({}, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
  });
});
