import { describe, expect, it } from 'vitest';
import { errorOf, useTestApp } from '../../test/testApp';

const AVATAR = {
  skinTone: 'warm-brown', hairStyle: 'curly-afro', hairColor: '#3b2417', bowColor: '#ff69b4', shirtColor: '#4f9dff',
  overallsColor: '#2f5aa8', rotation: 0, zoom: 1, lighting: 75, saved: true,
};

describe('the child profile', () => {
  const t = useTestApp();

  const patch = (cookie: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/current/profile', headers: { cookie }, payload: payload as object });
  const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/current/profile', headers: { cookie } });

  it('starts empty and keeps what the child chose', async () => {
    const child = await t.newChild();
    expect((await get(child.cookie)).json()).toEqual({
      name: null, age: null, uiLanguage: null, learningLanguage: null, avatar: null, customization: null, voiceSettings: null,
    });
    const saved = await patch(child.cookie, { name: '  Ava ', age: 7, uiLanguage: 'es', avatar: AVATAR });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Ava', age: 7, uiLanguage: 'es', avatar: AVATAR, learningLanguage: null });

    // A second change keeps the first.
    await patch(child.cookie, { learningLanguage: 'japanese', customization: { skinColor: 'deep', language: 'french', voiceSpeed: 'slow' } });
    const again = (await get(child.cookie)).json();
    expect(again).toMatchObject({ name: 'Ava', age: 7, learningLanguage: 'japanese', customization: { skinColor: 'deep' } });

    // The display name follows the profile's name.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie: child.cookie } });
    expect(me.json()).toEqual({ id: child.id, displayName: 'Ava' });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(21) }, 'name'],
    [{ name: '<script>' }, 'name'],
    [{ age: 2 }, 'age'],
    [{ age: 11 }, 'age'],
    [{ age: 'six' }, 'age'],
    [{ uiLanguage: 'pt' }, 'uiLanguage'],
    [{ learningLanguage: 'klingon' }, 'learningLanguage'],
    [{ avatar: { ...AVATAR, zoom: 9 } }, 'avatar.zoom'],
    [{ voiceSettings: { pitch: 5, rate: 1, volume: 1 } }, 'voiceSettings.pitch'],
  ])('refuses %j naming the field, and stores nothing', async (payload, field) => {
    const child = await t.newChild();
    const response = await patch(child.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
    expect((await get(child.cookie)).json().name).toBeNull();
  });

  it('refuses unknown fields', async () => {
    const child = await t.newChild();
    const response = await patch(child.cookie, { name: 'Ava', isAdmin: true });
    expect(response.statusCode).toBe(400);
  });

  it("refuses to change another child's profile", async () => {
    const me = await t.newChild();
    const other = await t.newChild();
    const response = await patch(me.cookie, { userId: other.id, name: 'Mallory' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'forbidden', field: 'userId' });
    const theirs = await get(other.cookie);
    expect(theirs.json().name).toBeNull();
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/current/profile' });
    expect(response.statusCode).toBe(401);
  });
});
