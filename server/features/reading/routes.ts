import type { FastifyInstance } from 'fastify';
import { readingEndpoints } from '../../../contract/reading';
import { registerEndpoints } from '../../http/endpoints';
import type { ReadingService } from './service';

export function registerReadingRoutes(app: FastifyInstance, reading: ReadingService): void {
  registerEndpoints(app, readingEndpoints, {
    'POST /api/reading/generate-stories': async ({ childId, body }) => ({
      stories: await reading.generateStories(childId, body.age),
    }),
    'GET /api/reading/stories': ({ query }) => ({ stories: reading.storiesByAge(query.age) }),
  });
}
