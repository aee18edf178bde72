import { describe, expect, it } from 'vitest';
import { MAX_DRAWING_BYTES } from '../../../contract/messages';
import { errorOf, useTestApp } from '../../test/testApp';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('message routes', () => {
  const t = useTestApp();

  const post = (body: unknown, cookie = t.child.cookie) =>
    t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload: body as object });
  const validBody = (overrides: Record<string, unknown> = {}) => ({
    fromUserId: t.child.id,
    toUserId: t.companion,
    content: 'Hello McKenzie!',
    category: 'general',
    messageType: 'text',
    childAge: 6,
    ...overrides,
  });
  const count = async (cookie = t.child.cookie) =>
    (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).json().length as number;

  it('stores the message and the companion reply before answering', async () => {
    const response = await post(validBody({ content: '  Hi there  ' }));
    expect(response.statusCode).toBe(201);
    const { message, reply } = response.json();
    expect(message).toMatchObject({ fromUserId: t.child.id, toUserId: t.companion, content: 'Hi there', category: 'general', messageType: 'text', childAge: 6, drawingUrl: null });
    expect(reply).toMatchObject({ fromUserId: t.companion, toUserId: t.child.id, category: 'general' });
    expect(reply.content.length).toBeGreaterThan(0);
    expect(reply.id).toBeGreaterThan(message.id);
  });

  it('lists this child conversation oldest first, filtered by category', async () => {
    await post(validBody({ content: 'I feel happy', category: 'feelings' }));
    const all = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: t.child.cookie } })).json();
    const ids = all.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const feelings = (
      await t.app.inject({ method: 'GET', url: '/api/messages?category=feelings', headers: { cookie: t.child.cookie } })
    ).json();
    expect(feelings).toHaveLength(2);
    expect(feelings.every((m: { category: string }) => m.category === 'feelings')).toBe(true);
    expect(feelings[0].content).toBe('I feel happy');
  });

  it('never shows one child the messages of another', async () => {
    const other = await t.newChild();
    expect(await count(other.cookie)).toBe(0);
    const recent = await t.app.inject({ method: 'GET', url: '/api/messages/recent/5', headers: { cookie: other.cookie } });
    expect(recent.json()).toEqual([]);
  });

  it('answers recent messages newest first, at most the limit', async () => {
    for (let i = 0; i < 3; i++) await post(validBody({ content: `message ${i}` }));
    const response = await t.app.inject({ method: 'GET', url: '/api/messages/recent/5', headers: { cookie: t.child.cookie } });
    const recent = response.json();
    expect(recent).toHaveLength(5);
    expect(recent[0].id).toBeGreaterThan(recent[4].id);
    expect(recent.some((m: { content: string }) => m.content === 'message 2')).toBe(true);
  });

  it('counts today: messages, drawings and activities', async () => {
    const fresh = await t.newChild();
    const body = (o: Record<string, unknown>) => ({ ...validBody(o), fromUserId: fresh.id });
    await post(body({ content: 'We went to the park', category: 'activities' }), fresh.cookie);
    await post(body({ content: 'I made a drawing for you! 🎨', category: 'activities', messageType: 'drawing', drawingData: TINY_PNG }), fresh.cookie);
    await post(body({ content: 'hi' }), fresh.cookie);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: fresh.cookie } })).json();
    expect(stats).toEqual({ totalMessages: 3, drawings: 1, activities: 2 });
  });

  it('stores a drawing as media the child can fetch back', async () => {
    const response = await post(validBody({ content: 'I made a drawing for you! 🎨', category: 'activities', messageType: 'drawing', drawingData: TINY_PNG }));
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message.drawingUrl).toMatch(/^\/api\/media\/\d+$/);
    const image = await t.app.inject({ method: 'GET', url: message.drawingUrl, headers: { cookie: t.child.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const stranger = await t.newChild();
    const denied = await t.app.inject({ method: 'GET', url: message.drawingUrl, headers: { cookie: stranger.cookie } });
    expect(denied.statusCode).toBe(404);
  });

  describe('bad input is refused with the field named and nothing stored', () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['a missing content', { content: undefined }, 400, 'content'],
      ['blank content', { content: '   ' }, 400, 'content'],
      ['a too long content', { content: 'a'.repeat(1001) }, 400, 'content'],
      ['content of the wrong type', { content: 42 }, 400, 'content'],
      ['an unknown category', { category: 'secrets' }, 400, 'category'],
      ['an unknown message type', { messageType: 'video' }, 400, 'messageType'],
      ['an age that is a string', { childAge: 'six' }, 400, 'childAge'],
      ['an age out of range', { childAge: 40 }, 400, 'childAge'],
      ['a missing fromUserId', { fromUserId: undefined }, 400, 'fromUserId'],
      ['drawingData on a text message', { drawingData: TINY_PNG }, 400, 'drawingData'],
      ['a drawing message with no drawing', { messageType: 'drawing' }, 400, 'drawingData'],
      ['a drawing that is not a data URL', { messageType: 'drawing', drawingData: 'https://example.com/cat.png' }, 400, 'drawingData'],
      ['a drawing that is an SVG', { messageType: 'drawing', drawingData: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }, 400, 'drawingData'],
      ['a PNG data URL whose bytes are text', { messageType: 'drawing', drawingData: `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}` }, 400, 'drawingData'],
    ];
    it.each(cases)('%s', async (_name, overrides, status, field) => {
      const before = await count();
      const response = await post(validBody(overrides));
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
      expect(await count()).toBe(before);
    });

    it('a foreign fromUserId is forbidden', async () => {
      const other = await t.newChild();
      const before = await count(other.cookie);
      const response = await post(validBody({ fromUserId: other.id }));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'forbidden', field: 'fromUserId' });
      expect(await count(other.cookie)).toBe(before);
    });

    it('a message to someone other than the companion is forbidden', async () => {
      const other = await t.newChild();
      const response = await post(validBody({ toUserId: other.id }));
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).field).toBe('toUserId');
    });

    it('an oversized drawing is 413 and stores nothing', async () => {
      const before = await count();
      const big = Buffer.alloc(MAX_DRAWING_BYTES + 10, 0);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
      const response = await post(validBody({ messageType: 'drawing', drawingData: `data:image/png;base64,${big.toString('base64')}` }));
      expect([400, 413]).toContain(response.statusCode);
      expect(errorOf(response).field ?? 'drawingData').toBe('drawingData');
      expect(await count()).toBe(before);
    });

    it('a body over the request limit is 413', async () => {
      const response = await post({ ...validBody(), padding: 'x'.repeat(4 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response).code).toBe('payload_too_large');
    });

    it('malformed JSON is 400, not 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: t.child.cookie, 'content-type': 'application/json' },
        payload: '{"content": "hi",',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    });

    it('no session is 401', async () => {
      const response = await post(validBody(), '');
      expect(response.statusCode).toBe(401);
    });

    it('an unknown category filter is 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/messages?category=nope', headers: { cookie: t.child.cookie } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('category');
    });

    it('a recent limit that is not a number is 400', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/messages/recent/lots', headers: { cookie: t.child.cookie } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('limit');
    });
  });
});

describe("the companion answers in the child's profile language", () => {
  const t = useTestApp();

  it('replies in Spanish to a child whose profile says Spanish, and in English otherwise', async () => {
    const spanish = await t.newChild();
    const patched = await t.app.inject({
      method: 'PATCH', url: '/api/user/current/profile', headers: { cookie: spanish.cookie }, payload: { uiLanguage: 'es' },
    });
    expect(patched.statusCode).toBe(200);
    const ask = (child: { cookie: string; id: number }) =>
      t.app.inject({
        method: 'POST', url: '/api/messages', headers: { cookie: child.cookie },
        // Digits say nothing about a language: only the profile can.
        payload: t.messageBody({ content: '3 + 4', category: 'general' }, child),
      });
    const inSpanish = (await ask(spanish)).json().reply.content as string;
    const inEnglish = (await ask(t.child)).json().reply.content as string;
    expect(inSpanish).toContain('3 más 4 son 7');
    expect(inEnglish).toContain('3 plus 4 is 7');
  });
});

describe('paging through a long conversation', () => {
  const t = useTestApp();

  it('reaches messages older than the newest 200 with a `before` cursor', async () => {
    const child = await t.newChild();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      from_user_id: i % 2 === 0 ? child.id : t.companion,
      to_user_id: i % 2 === 0 ? t.companion : child.id,
      content: `message ${i}`,
      category: 'general',
      message_type: 'text',
      child_age: 6,
      media_id: null,
      flagged: 0,
      flag_reason: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 50) await t.db.kysely.insertInto('messages').values(rows.slice(i, i + 50)).execute();
    const page = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: { cookie: child.cookie } })).json() as { id: number; content: string }[];

    const newest = await page('');
    expect(newest).toHaveLength(200);
    expect(newest[0]!.content).toBe('message 50');
    expect(newest[199]!.content).toBe('message 249');
    const older = await page(`?before=${newest[0]!.id}`);
    expect(older.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `message ${i}`));
    expect(await page(`?before=${older[0]!.id}`)).toEqual([]);

    const bad = await t.app.inject({ method: 'GET', url: '/api/messages?before=abc', headers: { cookie: child.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('before');
  });
});
