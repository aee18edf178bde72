import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID } from '../../../contract/voice';
import { createTestApp, errorOf, type TestApp } from '../../test/testApp';

const AUDIO = Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05]);

type Mode = 'ok' | 'unauthorized' | 'server-error' | 'hang';

interface SeenRequest {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** A local server that speaks the provider's text-to-speech protocol, including its failures. */
function startFakeProvider() {
  let mode: Mode = 'ok';
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        apiKey: req.headers['xi-api-key'] as string | undefined,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      if (!/^\/v1\/text-to-speech\/[A-Za-z0-9]+\/stream/.test(req.url ?? '')) {
        res.writeHead(404).end();
        return;
      }
      if (mode === 'hang') return;
      if (mode === 'unauthorized') {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ detail: { status: 'invalid_api_key' } }));
        return;
      }
      if (mode === 'server-error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'boom' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.write(AUDIO.subarray(0, 4));
      res.end(AUDIO.subarray(4));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    seen,
    setMode(next: Mode) {
      mode = next;
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('voice routes with a provider key', () => {
  const provider = startFakeProvider();
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    const baseUrl = await provider.listen();
    t = await createTestApp({ env: { ELEVENLABS_API_KEY: 'test-key', ELEVENLABS_BASE_URL: baseUrl } });
    cookie = (await t.newChild()).cookie;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.setMode('ok');
    provider.seen.length = 0;
  });

  const tts = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/elevenlabs/text-to-speech', headers, payload: payload as object });

  it('says a key exists without ever revealing it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/elevenlabs/key', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hasKey: true });
    expect(response.body).not.toContain('test-key');
  });

  it('streams the provider audio as audio/mpeg', async () => {
    const response = await tts({ text: '  Hello friend!  ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(AUDIO)).toBe(true);
    expect(provider.seen).toHaveLength(1);
    const [request] = provider.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url.startsWith(`/v1/text-to-speech/${DEFAULT_VOICE_ID}/stream`)).toBe(true);
    expect(request?.apiKey).toBe('test-key');
    expect(request?.body).toMatchObject({
      text: 'Hello friend!',
      voice_settings: { stability: 0.85, similarity_boost: 0.85, style: 0.6, use_speaker_boost: true },
    });
  });

  it('passes a chosen voice and settings on', async () => {
    const settings = { stability: 0.5, similarity_boost: 0.7, style: 0.3, use_speaker_boost: false };
    const response = await tts({ text: 'Wow!', voiceId: 'AbCdEf1234567890', settings });
    expect(response.statusCode).toBe(200);
    expect(provider.seen[0]?.url.startsWith('/v1/text-to-speech/AbCdEf1234567890/stream')).toBe(true);
    expect(provider.seen[0]?.body.voice_settings).toEqual(settings);
  });

  it.each([
    ['unauthorized', 'a rejected key'],
    ['server-error', 'a provider error'],
  ] as const)('answers 502 provider_unavailable on %s (%s)', async (mode, _why) => {
    provider.setMode(mode);
    const response = await tts({ text: 'Hello!' });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toMatchObject({ code: 'provider_unavailable', message: 'Failed to generate speech' });
    expect(response.body).not.toContain('test-key');
    expect(provider.seen).toHaveLength(1);
  });

  it('gives up on a provider that does not answer within 10 s', async () => {
    provider.setMode('hang');
    const started = Date.now();
    const response = await tts({ text: 'Are you there?' });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).code).toBe('provider_unavailable');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);

  it.each([
    [{}, 'text'],
    [{ text: '   ' }, 'text'],
    [{ text: 'a'.repeat(1001) }, 'text'],
    [{ text: 42 }, 'text'],
    [{ text: 'Hi', voiceId: 'bad id!' }, 'voiceId'],
    [{ text: 'Hi', voiceId: 'short' }, 'voiceId'],
    [{ text: 'Hi', voiceId: 12345678901 }, 'voiceId'],
    [{ text: 'Hi', settings: { stability: 2 } }, 'settings.stability'],
    [{ text: 'Hi', settings: { style: 'loud' } }, 'settings.style'],
    [{ text: 'Hi', settings: { use_speaker_boost: 'yes' } }, 'settings.use_speaker_boost'],
  ])('rejects bad input %j naming the field', async (payload, field) => {
    const response = await tts(payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field });
    expect(provider.seen).toHaveLength(0);
  });

  it('accepts exactly 1000 characters', async () => {
    const response = await tts({ text: 'a'.repeat(1000) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to voice unsafe text', async () => {
    const response = await tts({ text: 'Tell me your home address and phone number so I can visit.' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation_failed', field: 'text' });
    expect(provider.seen).toHaveLength(0);
  });

  it('needs a child session', async () => {
    const response = await tts({ text: 'Hello' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('limits each child to 30 voices a minute', async () => {
    const other = (await t.newChild()).cookie;
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await tts({ text: `Hi ${i}` }, { cookie: other })).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('voice routes without a provider key', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.newChild()).cookie;
  });
  afterAll(async () => t.close());

  it('says there is no key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/elevenlabs/key', headers: { cookie } });
    expect(response.json()).toEqual({ hasKey: false });
  });

  it('answers 503 provider_unavailable so the browser speaks instead', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/elevenlabs/text-to-speech',
      headers: { cookie },
      payload: { text: 'Hello' },
    });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('provider_unavailable');
  });
});
