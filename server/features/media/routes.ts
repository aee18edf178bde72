import type { FastifyInstance } from 'fastify';
import { mediaEndpoints } from '../../../contract/drawings';
import { registerEndpoints } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import type { MediaService } from './service';

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  registerEndpoints(app, mediaEndpoints, {
    'GET /api/media/:id': async ({ childId, params: { id }, request, reply }) => {
      const item = await media.find(id);
      // Someone else's picture answers exactly like a missing one.
      if (!item || item.ownerUserId !== childId) throw new AppError('not_found', 'No such picture.');
      const etag = `"media-${id}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .header('content-type', item.mime)
        .header('etag', etag)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(item.bytes);
    },
  });
}
