import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../../contract/common';
import { AppError } from '../../http/errors';
import { requireChildId } from '../../http/session';
import { parseInput } from '../../http/validate';
import type { MediaService } from './service';

const paramsSchema = z.object({ id: idSchema });

export function registerMediaRoutes(app: FastifyInstance, media: MediaService): void {
  app.get('/api/media/:id', async (request, reply) => {
    const { id } = parseInput(paramsSchema, request.params);
    const childId = requireChildId(request);
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
  });
}
