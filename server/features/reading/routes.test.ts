import { describe, expect, it } from 'vitest';
import { generateStoriesResponseSchema } from '../../../contract/reading';
import { BUILT_IN_STORIES, STORY_LIBRARY } from '../../../content/reading';
import { errorOf, useTestApp } from '../../test/testApp';

describe('reading routes', () => {
  const t = useTestApp();

  const generate = (body: unknown, cookie = t.child.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reading/generate-stories',
      headers: { cookie },
      payload: body as object,
    });
  const ids = (response: { json(): unknown }) =>
    (response.json() as { stories: { id: string }[] }).stories.map((s) => s.id);

  it('gives library stories for the age band, never the built-in ones', async () => {
    const response = await generate({ age: 4 });
    expect(response.statusCode).toBe(200);
    const { stories } = generateStoriesResponseSchema.parse(response.json());
    expect(stories.length).toBe(3);
    const builtIn = new Set(BUILT_IN_STORIES.map((s) => s.id));
    for (const story of stories) {
      expect(builtIn.has(story.id)).toBe(false);
      expect(story.ageGroup).toBe('3-5 years');
    }
  });

  it('gives a child new stories each time until the band is used up, then starts over', async () => {
    const fresh = await t.newChild();
    const band = STORY_LIBRARY.filter((s) => s.ageGroup === '9-12 years').map((s) => s.id);
    const seen: string[] = [];
    while (seen.length < band.length) {
      const got = ids(await generate({ age: 10 }, fresh.cookie));
      expect(got.length).toBeGreaterThan(0);
      for (const id of got) expect(seen).not.toContain(id);
      seen.push(...got);
    }
    expect(new Set(seen)).toEqual(new Set(band));
    const again = ids(await generate({ age: 10 }, fresh.cookie));
    expect(again.length).toBe(3);
    for (const id of again) expect(band).toContain(id);
  });

  it('lists a band with GET /api/reading/stories?age=', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reading/stories?age=7',
      headers: { cookie: t.child.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { stories } = response.json();
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.every((s: { ageGroup: string }) => s.ageGroup === '6-8 years')).toBe(true);
  });

  it.each([[{}], [{ age: 2 }], [{ age: 13 }], [{ age: 'old' }], [{ age: 6.5 }]])(
    'rejects %j with 400',
    async (body) => {
      const response = await generate(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field: 'age' });
    },
  );

  it('rejects a bad age on the GET and needs a session', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/reading/stories?age=99',
      headers: { cookie: t.child.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/reading/generate-stories', payload: { age: 6 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
