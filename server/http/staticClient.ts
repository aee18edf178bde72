import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './errors';

/** Vite puts content-hashed files here: a new build means new names, so they may be kept for a year. */
const HASHED_DIR = `assets${path.sep}`;
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * Hashed assets are immutable; everything else (index.html, sw.js, registerSW.js, the manifest,
 * robots.txt, icons) must be revalidated on each use so a new version is picked up at once.
 */
function cacheHeaders(clientDir: string) {
  return (reply: FastifyReply, filePath: string): void => {
    const relative = path.relative(clientDir, filePath.replace(PRECOMPRESSED_SUFFIX, ''));
    reply.header('cache-control', relative.startsWith(HASHED_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/**
 * Serves the built client; unknown non-API paths get index.html so the client router shows its 404 page.
 * Text files go as the build's `.br`/`.gz` twins when the browser accepts them (with `Vary: Accept-Encoding`).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One wildcard route, not a GET and a HEAD route per file (about 700 with the .br and .gz twins): faster start.
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders: cacheHeaders(clientDir),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The McKenzie app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    // The wildcard route has already served any file that exists; everything else is a page of the app.
    return reply.sendFile('index.html');
  });
}
