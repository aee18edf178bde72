import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON API answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text and JSON only: never the message stream (text/event-stream, which is hijacked anyway and must
 * flush every event at once), nor bodies that are compressed already (audio, images, zip, octet-stream).
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Compresses API answers by negotiation (brotli, else gzip). Static files are left to the build's
 * pre-compressed `.br`/`.gz` twins (see staticClient.ts), so only `/api` routes get the hook.
 * Must be registered before the routes it should cover.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies stay as they are: no client sends compressed ones, and inflating them would sidestep body limits.
    globalDecompression: false,
  });
}
