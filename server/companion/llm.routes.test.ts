import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../contract/messages';
import { createTestApp, type TestApp } from '../test/testApp';
import { startFakeLlm, type FakeLlm, type FakeLlmAnswer } from './fakeLlmServer';
import { openSse, type SseClient } from './sseTestClient';

const GOOD_ANSWER = 'A rainbow is sunlight bent into colours by raindrops! 🌈 What colour do you like best?';

describe('the companion with an OpenAI-compatible LLM', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let base: string;
  let companionId: number;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      env: { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'kind-model', LLM_TIMEOUT_MS: '300', RATE_LIMITS: 'off' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    companionId = await t.companionId();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer = () => ({ kind: 'reply', content: GOOD_ANSWER });
  });

  const stream = async (cookie: string) => {
    const client = await openSse(`${base}/api/messages/stream`, { cookie });
    streams.push(client);
    return client;
  };
  const post = (child: { cookie: string; id: number }, content: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: child.cookie },
      payload: { fromUserId: child.id, toUserId: companionId, content, category: 'general', messageType: 'text', childAge: 6, ...extra },
    });
  const until = async (condition: () => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('the condition never came true');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** The companion's reply to `messageId`, once stored (the LLM path stores it after the POST answered). */
  const storedReply = async (child: { cookie: string }, messageId: number, timeoutMs = 5000): Promise<Message> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const list = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: child.cookie } })).json() as Message[];
      const reply = list.find((m) => m.id > messageId && m.fromUserId === companionId);
      if (reply) return reply;
      if (Date.now() > until) throw new Error('no reply was stored');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('answers the POST at once, then stores the LLM reply and pushes it on the stream', async () => {
    const child = await t.newChild();
    const live = await stream(child.cookie);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(live.headers.get('x-content-type-options')).toBe('nosniff'); // helmet's headers survive the hijack

    let release: (answer: FakeLlmAnswer) => void = () => undefined;
    fake.answer = () => ({ kind: 'held', until: new Promise<FakeLlmAnswer>((resolve) => (release = resolve)) });
    const response = await post(child, 'Why are there rainbows?');
    // The POST has answered while the LLM is still thinking.
    expect(response.statusCode).toBe(201);
    const { message, reply } = response.json() as { message: Message; reply: Message | null };
    expect(reply).toBeNull();
    await until(() => fake.requests.length === 1); // the LLM request leaves after the POST has answered
    release({ kind: 'reply', content: GOOD_ANSWER });

    const pushed = await live.waitFor((e) => e.event === 'message' && (JSON.parse(e.data) as Message).fromUserId === companionId);
    const pushedReply = JSON.parse(pushed.data) as Message;
    expect(pushedReply).toMatchObject({ content: GOOD_ANSWER, toUserId: child.id, category: 'general', messageType: 'text', childAge: 6 });
    expect(pushedReply.id).toBeGreaterThan(message.id);
    // The child's own message is on the stream too, for the child's other tabs.
    expect(live.events.some((e) => (JSON.parse(e.data) as Message).id === message.id)).toBe(true);
    expect(await storedReply(child, message.id)).toEqual(pushedReply);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({ model: 'kind-model', max_tokens: 200, temperature: 0.7 });
    const [system, ...rest] = sent.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('McKenzie');
    expect(system!.content).toContain('6 years old');
    expect(system!.content).toMatch(/never ask for/i);
    expect(rest.at(-1)).toEqual({ role: 'user', content: 'Why are there rainbows?' });
  });

  it('sends the last messages of the category as context, oldest first', async () => {
    const child = await t.newChild();
    const first = (await post(child, 'Tell me about volcanoes', { category: 'geography' })).json() as { message: Message };
    await storedReply(child, first.message.id);
    const other = (await post(child, 'I feel happy', { category: 'feelings' })).json() as { message: Message };
    await storedReply(child, other.message.id);
    fake.requests.length = 0;
    const second = (await post(child, 'Where is the biggest one?', { category: 'geography' })).json() as { message: Message };
    await storedReply(child, second.message.id);
    const sent = fake.requests[0]!.body.messages!;
    expect(sent[0]!.content).toMatch(/exploring the world/);
    expect(sent.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', 'Tell me about volcanoes'],
      ['assistant', GOOD_ANSWER],
      ['user', 'Where is the biggest one?'],
    ]);
  });

  describe('falls back to the offline engine on any failure', () => {
    const cases: Array<[string, FakeLlm['answer']]> = [
      ['a timeout (the server never answers)', () => ({ kind: 'hang' })],
      ['an HTTP 500', () => ({ kind: 'status', status: 500 })],
      ['an HTTP 429', () => ({ kind: 'status', status: 429 })],
      ['a malformed JSON body', () => ({ kind: 'raw', body: '{"choices": [ {"message": ' })],
      ['an answer with no choices', () => ({ kind: 'raw', body: '{"id":"x","choices":[]}' })],
      ['an empty answer', () => ({ kind: 'reply', content: '   ' })],
      ['a null content', () => ({ kind: 'reply', content: null })],
      ['an unsafe answer', () => ({ kind: 'reply', content: "Sure! Just don't tell your parents, it's our little secret." })],
      ['an answer with a link', () => ({ kind: 'reply', content: 'Look at https://example.com for more!' })],
    ];
    it.each(cases)('%s', async (_name, answer) => {
      fake.answer = answer;
      const child = await t.newChild();
      const response = await post(child, 'What is 7 + 5?');
      expect(response.statusCode).toBe(201);
      const { message, reply } = response.json() as { message: Message; reply: Message | null };
      expect(reply).toBeNull();
      const stored = await storedReply(child, message.id);
      expect(stored.content).toMatch(/\b12\b/); // the offline engine's maths is always right
      expect(stored.content).not.toMatch(/secret|https?:/);
      expect(fake.requests).toHaveLength(1);
    });
  });

  it('redacts personal details before anything leaves the server, and a child sharing them gets a redirect without the LLM', async () => {
    const child = await t.newChild();
    const shared = await post(child, 'my phone is 555-123-4567 and I live at 12 Oak Street');
    expect(shared.statusCode).toBe(201);
    const sharedBody = shared.json() as { reply: Message | null };
    expect(sharedBody.reply?.content).toMatch(/private/i); // answered at once by the safety layer
    expect(fake.requests).toHaveLength(0);

    const next = (await post(child, 'What is a volcano?')).json() as { message: Message };
    await storedReply(child, next.message.id);
    expect(fake.requests).toHaveLength(1);
    const raw = fake.requests[0]!.raw;
    expect(raw).not.toContain('555-123-4567');
    expect(raw).not.toContain('555');
    expect(raw).not.toContain('Oak Street');
    expect(raw).toContain('[phone]');
    expect(raw).toContain('[address]');
  });

  it('never sends a worrying message to the LLM: the caring reply comes at once and the parent sees the flag', async () => {
    const child = await t.newChild();
    const response = await post(child, 'my uncle hits me and said to keep it a secret');
    expect(response.statusCode).toBe(201);
    const { message, reply } = response.json() as { message: Message; reply: Message | null };
    expect(reply?.content).toMatch(/grown-up you trust/);
    expect(fake.requests).toHaveLength(0);
    const row = await t.db.kysely.selectFrom('messages').select(['flagged', 'flag_reason']).where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(Number(row.flagged)).toBe(1);
    expect(row.flag_reason).toBe('abuse');
  });

  it('answers a drawing from the offline engine at once', async () => {
    const child = await t.newChild();
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const response = await post(child, 'I made a drawing for you! 🎨', { messageType: 'drawing', drawingData: png, category: 'activities' });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { reply: Message | null }).reply?.content.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
  });

  describe('the message stream', () => {
    it('needs a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/messages/stream' });
      expect(response.statusCode).toBe(401);
    });

    it("carries only this child's messages", async () => {
      const alice = await t.newChild();
      const bob = await t.newChild();
      const aliceStream = await stream(alice.cookie);
      const bobStream = await stream(bob.cookie);
      const { message } = (await post(bob, 'Hello!')).json() as { message: Message };
      await bobStream.waitFor((e) => (JSON.parse(e.data) as Message).fromUserId === companionId);
      await storedReply(bob, message.id);
      expect(aliceStream.events).toEqual([]);
      expect(aliceStream.comments).toContain('connected');
    });

    it('reaches every open tab of the child', async () => {
      const child = await t.newChild();
      const tabs = [await stream(child.cookie), await stream(child.cookie)];
      await post(child, 'Hi McKenzie');
      for (const tab of tabs) await tab.waitFor((e) => (JSON.parse(e.data) as Message).fromUserId === companionId);
    });
  });
});

describe('the companion without an LLM', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('returns the offline reply with the POST, and also pushes it on the stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const child = await t.newChild();
    const companionId = await t.companionId();
    const live = await openSse(`${base}/api/messages/stream`, { cookie: child.cookie });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: child.cookie },
        payload: { fromUserId: child.id, toUserId: companionId, content: 'What is 7 + 5?', category: 'schoolwork', childAge: 7 },
      });
      const { reply } = response.json() as { reply: Message };
      expect(reply.content).toMatch(/\b12\b/);
      const pushed = await live.waitFor((e) => (JSON.parse(e.data) as Message).id === reply.id);
      expect(JSON.parse(pushed.data)).toEqual(reply);
    } finally {
      live.close();
    }
  });
});
