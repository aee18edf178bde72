import type { FastifyInstance } from 'fastify';
import { writingEndpoints } from '../../../contract/writing';
import { registerEndpoints } from '../../http/endpoints';
import type { WritingService } from './service';

export function registerWritingRoutes(app: FastifyInstance, writing: WritingService): void {
  registerEndpoints(app, writingEndpoints, {
    'POST /api/writing/search-images': ({ body }) => ({ images: writing.searchImages(body.query) }),
    'POST /api/writing/save-story': ({ childId, body }) => writing.saveStory(childId, body),
    'GET /api/writing/stories': ({ childId }) => writing.listStories(childId),
    'GET /api/writing/stories/:id': ({ childId, params }) => writing.findStory(childId, params.id),
    'DELETE /api/writing/stories/:id': async ({ childId, params, reply }) => {
      await writing.deleteStory(childId, params.id);
      return reply.status(204).send();
    },
  });
}
