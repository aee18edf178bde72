import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers, worked out once. @fastify/helmet builds Helmet's middleware anew for every
 * request (parsing the whole CSP each time); with one fixed configuration the headers never change, so
 * the plugin answers one request on a throwaway instance and its headers are set on every response from
 * then on. They go on the raw response, as Helmet does, so they survive a hijacked reply (the message stream).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** What Fastify itself puts on the probe's answer: everything else there is Helmet's. */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet adds to a plain answer with these options. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => 'ok');
  const { headers } = await probe.inject('/');
  await probe.close();
  return Object.entries(headers)
    .filter(([name, value]) => !FASTIFY_OWN.has(name) && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}
