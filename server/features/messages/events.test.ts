import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/messages';
import { openSse } from '../../companion/sseTestClient';
import { createMessageEvents, openMessageStream } from './events';

const message = (id: number): Message => ({
  id,
  fromUserId: 1,
  toUserId: 2,
  content: `message ${id}`,
  category: 'general',
  messageType: 'text',
  childAge: 6,
  timestamp: '2025-06-01T12:00:00.000Z',
  drawingUrl: null,
});

const until = async (condition: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never came true');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('message events', () => {
  it('deliver to the listeners of that child only, until they unsubscribe', () => {
    const events = createMessageEvents();
    const got: Array<[string, number]> = [];
    const stopA = events.subscribe(2, (m) => got.push(['a', m.id]));
    events.subscribe(2, () => {
      throw new Error('a broken tab');
    });
    events.subscribe(3, (m) => got.push(['other child', m.id]));
    events.publish(2, message(1));
    expect(got).toEqual([['a', 1]]);
    expect(events.listenerCount(2)).toBe(2);
    expect(events.listenerCount()).toBe(3);
    stopA();
    stopA();
    events.publish(2, message(2));
    expect(got).toEqual([['a', 1]]);
    expect(events.listenerCount(2)).toBe(1);
  });
});

describe('the message stream', () => {
  const apps: Array<ReturnType<typeof Fastify>> = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function serve(heartbeatMs: number) {
    const events = createMessageEvents();
    const app = Fastify();
    apps.push(app);
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });
    app.get('/stream', async (_request, reply) => openMessageStream(reply, 2, events, { heartbeatMs }));
    app.addHook('preClose', async () => events.endAllStreams());
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { events, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream` };
  }

  it('sends messages as `event: message`, keeps earlier headers, and beats while quiet', async () => {
    const { events, url } = await serve(30);
    const client = await openSse(url);
    try {
      expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(client.headers.get('x-frame-options')).toBe('DENY');
      await until(() => events.listenerCount(2) === 1);
      events.publish(2, message(7));
      const event = await client.waitFor(() => true);
      expect(event.event).toBe('message');
      expect(JSON.parse(event.data)).toEqual(message(7));
      await until(() => client.comments.filter((c) => c === 'heartbeat').length >= 2);
    } finally {
      client.close();
    }
  });

  it('forgets a tab that went away', async () => {
    const { events, url } = await serve(1000);
    const client = await openSse(url);
    await until(() => events.listenerCount(2) === 1);
    client.close();
    await until(() => events.listenerCount(2) === 0);
  });

  it('ends open streams when the app closes, so closing never hangs', async () => {
    const { events, url } = await serve(1000);
    const client = await openSse(url);
    await until(() => events.listenerCount(2) === 1);
    await apps.pop()!.close();
    expect(events.listenerCount()).toBe(0);
    client.close();
  });
});
