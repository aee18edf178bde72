import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/** Serves the built client; unknown non-API paths get index.html so the client router shows its 404 page. */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The McKenzie app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    const relative = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    const candidate = path.join(clientDir, relative);
    if (relative && candidate.startsWith(clientDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(relative);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
