import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './securityHeaders';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it('are the headers @fastify/helmet sends, on every answer, also a hijacked one', async () => {
    const reference = Fastify();
    await reference.register(fastifyHelmet, OPTIONS);
    reference.get('/', async () => 'ok');
    const app = Fastify();
    await registerSecurityHeaders(app, OPTIONS);
    app.get('/', async () => 'ok');
    app.get('/raw', (_request, reply) => {
      reply.hijack();
      reply.raw.end('raw');
    });

    const { date: _a, ...expected } = (await reference.inject('/')).headers;
    const { date: _b, ...actual } = (await app.inject('/')).headers;
    expect(actual).toEqual(expected);
    expect(actual['content-security-policy']).toContain("default-src 'self'");
    expect(actual['x-content-type-options']).toBe('nosniff');
    expect(actual['strict-transport-security']).toBeUndefined();
    const raw = (await app.inject('/raw')).headers;
    expect(raw['content-security-policy']).toBe(expected['content-security-policy']);
    expect(raw['x-frame-options']).toBe('SAMEORIGIN');
    await Promise.all([reference.close(), app.close()]);
  });
});
