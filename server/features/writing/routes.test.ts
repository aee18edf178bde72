import { describe, expect, it } from 'vitest';
import { pictureUrl, savedStorySchema, searchImagesResponseSchema, STORY_CONTENT_MAX } from '../../../contract/writing';
import { errorOf, useTestApp } from '../../test/testApp';

const ELEPHANT = { id: '1F418', url: pictureUrl('1F418'), alt: 'Elephant', description: 'animal' };
const CAT = { id: '1F408', url: pictureUrl('1F408'), alt: 'Cat', description: 'animal' };

describe('writing routes', () => {
  const t = useTestApp();

  const post = (url: string, body: unknown, cookie = t.child.cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload: body as object });
  const search = (body: unknown) => post('/api/writing/search-images', body);
  const save = (body: unknown, cookie = t.child.cookie) => post('/api/writing/save-story', body, cookie);
  const list = async (cookie = t.child.cookie) =>
    (await t.app.inject({ method: 'GET', url: '/api/writing/stories', headers: { cookie } })).json() as { id: number; title: string }[];
  const story = (overrides: Record<string, unknown> = {}) => ({
    title: 'The Big Elephant',
    content: 'Once there was a big grey elephant.',
    images: [ELEPHANT],
    age: 6,
    userId: t.child.id,
    ...overrides,
  });

  describe('search-images', () => {
    it('finds our own pictures with our URLs', async () => {
      const response = await search({ query: '  cats ', age: 5 });
      expect(response.statusCode).toBe(200);
      const { images } = searchImagesResponseSchema.parse(response.json());
      expect(images.length).toBeGreaterThan(0);
      expect(images.length).toBeLessThanOrEqual(12);
      expect(images.some((image) => image.alt.toLowerCase().includes('cat'))).toBe(true);
      for (const image of images) expect(image.url).toBe(pictureUrl(image.id));
      const picture = await t.app.inject({ method: 'GET', url: images[0]!.url });
      expect(picture.statusCode).toBe(200);
    });

    it('answers an empty list when nothing matches', async () => {
      const response = await search({ query: 'qwzxv', age: 5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ images: [] });
    });

    it.each([
      [{ query: '', age: 5 }, 'query'],
      [{ query: '   ', age: 5 }, 'query'],
      [{ age: 5 }, 'query'],
      [{ query: 42, age: 5 }, 'query'],
      [{ query: 'x'.repeat(61), age: 5 }, 'query'],
      [{ query: 'cat' }, 'age'],
      [{ query: 'cat', age: 20 }, 'age'],
    ])('rejects %j with 400 on %s', async (body, field) => {
      const response = await search(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
    });
  });

  describe('save-story and the shelf', () => {
    it('saves for the session child and lists newest first', async () => {
      const fresh = await t.newChild();
      const first = await save(story({ userId: fresh.id, title: 'First' }), fresh.cookie);
      expect(first.statusCode).toBe(201);
      const saved = savedStorySchema.parse(first.json());
      expect(saved).toMatchObject({ title: 'First', content: 'Once there was a big grey elephant.', age: 6 });
      expect(saved.images).toEqual([expect.objectContaining({ id: '1F418', url: pictureUrl('1F418') })]);
      await save(story({ userId: fresh.id, title: '', images: [ELEPHANT, CAT] }), fresh.cookie);
      const shelf = await list(fresh.cookie);
      expect(shelf.map((s) => s.title)).toEqual(['My Story', 'First']);
      const one = await t.app.inject({ method: 'GET', url: `/api/writing/stories/${saved.id}`, headers: { cookie: fresh.cookie } });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(saved);
    });

    it('keeps stories private: another child sees none and gets 404', async () => {
      const response = await save(story());
      const { id } = response.json();
      const other = await t.newChild();
      expect(await list(other.cookie)).toEqual([]);
      const peek = await t.app.inject({ method: 'GET', url: `/api/writing/stories/${id}`, headers: { cookie: other.cookie } });
      expect(peek.statusCode).toBe(404);
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/writing/stories/${id}`, headers: { cookie: other.cookie } });
      expect(remove.statusCode).toBe(404);
      const mine = await t.app.inject({ method: 'GET', url: `/api/writing/stories/${id}`, headers: { cookie: t.child.cookie } });
      expect(mine.statusCode).toBe(200);
    });

    it('deletes a story of my own', async () => {
      const { id } = (await save(story({ title: 'To delete' }))).json();
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/writing/stories/${id}`, headers: { cookie: t.child.cookie } });
      expect(remove.statusCode).toBe(204);
      expect((await list()).some((s) => s.id === id)).toBe(false);
    });

    it('answers 404 or 400 for story ids that do not exist or are not ids', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/writing/stories/999999', headers: { cookie: t.child.cookie } });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/writing/stories/abc', headers: { cookie: t.child.cookie } });
      expect(bad.statusCode).toBe(400);
    });

    it('accepts 10,000 characters of any script', async () => {
      const response = await save(story({ content: '字'.repeat(STORY_CONTENT_MAX), images: [] }));
      expect(response.statusCode).toBe(201);
    });

    it('answers 403 for someone else’s userId and stores nothing', async () => {
      const fresh = await t.newChild();
      const other = await t.newChild();
      const response = await save(story({ userId: other.id }), fresh.cookie);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'forbidden', field: 'userId' });
      expect(await list(fresh.cookie)).toEqual([]);
      expect(await list(other.cookie)).toEqual([]);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/writing/save-story', payload: story() });
      expect(response.statusCode).toBe(401);
      const shelf = await t.app.inject({ method: 'GET', url: '/api/writing/stories' });
      expect(shelf.statusCode).toBe(401);
    });

    const tooMany = Array.from({ length: 13 }, (_, i) => ({ ...ELEPHANT, id: `1F4${10 + i}`, url: pictureUrl(`1F4${10 + i}`) }));
    it.each([
      [{ content: '' }, 'content'],
      [{ content: '    ' }, 'content'],
      [{ content: undefined }, 'content'],
      [{ content: 12 }, 'content'],
      [{ content: 'a'.repeat(STORY_CONTENT_MAX + 1) }, 'content'],
      [{ title: 't'.repeat(101) }, 'title'],
      [{ title: ['x'] }, 'title'],
      [{ age: 2 }, 'age'],
      [{ age: 'six' }, 'age'],
      [{ userId: undefined }, 'userId'],
      [{ userId: 'me' }, 'userId'],
      [{ images: 'cat' }, 'images'],
      [{ images: tooMany }, 'images'],
      [{ images: [{ ...ELEPHANT, url: 'https://evil.example/cat.svg' }] }, 'images.0.url'],
      [{ images: [{ ...ELEPHANT, url: 'data:image/svg+xml,<svg/>' }] }, 'images.0.url'],
      [{ images: [{ ...ELEPHANT, url: pictureUrl('1F408') }] }, 'images.0'],
      [{ images: [{ ...ELEPHANT, id: '002D', url: pictureUrl('002D') }] }, 'images.0'],
      [{ images: [{ ...ELEPHANT, id: '../x' }] }, 'images.0.id'],
      [{ images: [ELEPHANT, ELEPHANT] }, 'images.1'],
      [{ images: [{ id: '1F418', url: pictureUrl('1F418') }] }, 'images.0.alt'],
    ])('rejects %j with 400 on %s and stores nothing', async (overrides, field) => {
      const fresh = await t.newChild();
      const response = await save(story({ userId: fresh.id, ...overrides }), fresh.cookie);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
      expect(await list(fresh.cookie)).toEqual([]);
    });

    it('answers 413 for a body far too large and stores nothing', async () => {
      const fresh = await t.newChild();
      const response = await save(story({ userId: fresh.id, content: 'a'.repeat(200_000) }), fresh.cookie);
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('payload_too_large');
      expect(await list(fresh.cookie)).toEqual([]);
    });
  });
});
