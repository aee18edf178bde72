import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../companion/sseTestClient';
import { useTestApp } from '../test/testApp';
import { COMPRESS_THRESHOLD_BYTES, registerApiCompression } from './compression';

const bigJson = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, word: `word number ${i}` })) };
const smallJson = { ok: true };
const bytes = (size: number) => Buffer.alloc(size, 'a');

function decodedJson(response: LightMyRequestResponse): unknown {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(text.toString());
}

describe('API compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerApiCompression(app);
    app.get('/api/big', async () => bigJson);
    app.get('/api/small', async () => smallJson);
    app.get('/api/audio', async (_request, reply) => reply.type('audio/mpeg').send(bytes(20_000)));
    app.get('/api/image', async (_request, reply) => reply.type('image/png').send(bytes(20_000)));
    app.get('/api/zip', async (_request, reply) => reply.type('application/zip').send(bytes(20_000)));
    app.get('/api/blob', async (_request, reply) => reply.type('application/octet-stream').send(bytes(20_000)));
    app.get('/api/events', async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(5000)}\n\n`),
    );
    app.get('/api/part', async (_request, reply) =>
      reply.status(206).type('text/plain').header('content-range', 'bytes 0-4999/10000').send('y'.repeat(5000)),
    );
    app.get('/static.js', async (_request, reply) => reply.type('application/javascript').send('z'.repeat(5000)));
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large JSON answer with brotli when the browser accepts it', async () => {
    const response = await get('/api/big');
    expect(JSON.stringify(bigJson).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 4);
    expect(decodedJson(response)).toEqual(bigJson);
  });

  it('falls back to gzip, and to plain JSON for a client that takes neither', async () => {
    const gzip = await get('/api/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decodedJson(gzip)).toEqual(bigJson);
    for (const acceptEncoding of ['identity', 'deflate', 'zstd']) {
      const plain = await get('/api/big', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.json()).toEqual(bigJson);
    }
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/small');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(smallJson);
  });

  it.each(['/api/audio', '/api/image', '/api/zip', '/api/blob'])('never recompresses %s', async (url) => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(bytes(20_000))).toBe(true);
  });

  it('never compresses an event stream or a partial answer', async () => {
    const events = await get('/api/events');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe(`data: ${'x'.repeat(5000)}\n\n`);
    const part = await get('/api/part');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe('y'.repeat(5000));
  });

  it('leaves routes outside /api to the pre-compressed static files', async () => {
    const response = await get('/static.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('z'.repeat(5000));
  });

  it('does not inflate compressed request bodies', async () => {
    const plainApp = Fastify();
    await registerApiCompression(plainApp);
    plainApp.post('/api/echo', async (request) => ({ length: String(request.body).length }));
    const response = await plainApp.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync('hello'),
    });
    await plainApp.close();
    expect(response.json()).toEqual({ length: zlib.gzipSync('hello').toString().length });
  });
});

describe('API compression in the app', () => {
  const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

  it('compresses a long conversation', async () => {
    for (let i = 0; i < 8; i++) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: t.child.cookie },
        payload: t.messageBody({ content: `Tell me about animal number ${i}` }),
      });
      expect(posted.statusCode).toBe(201);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: { cookie: t.child.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const messages = decodedJson(response) as { content: string }[];
    expect(messages.length).toBe(16);
    expect(messages[0]!.content).toBe('Tell me about animal number 0');
  });

  it('keeps the message stream uncompressed, one event at a time', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}/api/messages/stream`, {
      cookie: t.child.cookie,
      'accept-encoding': 'br, gzip',
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('content-encoding')).toBeNull();
      const posted = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(t.messageBody({ content: 'Are you there?' }));
        const request = http.request(
          `${base}/api/messages`,
          { method: 'POST', agent: false, headers: { cookie: t.child.cookie, 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(posted).toBe(201);
      const event = await stream.waitFor((e) => e.event === 'message' && e.data.includes('Are you there?'));
      expect(JSON.parse(event.data)).toMatchObject({ content: 'Are you there?' });
    } finally {
      stream.close();
    }
  });
});
