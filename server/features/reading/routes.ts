import type { FastifyInstance } from 'fastify';
import { generateStoriesRequestSchema } from '../../../contract/reading';
import { requireChildId } from '../../http/session';
import { parseInput } from '../../http/validate';
import type { ReadingService } from './service';

export function registerReadingRoutes(app: FastifyInstance, reading: ReadingService): void {
  app.post(
    '/api/reading/generate-stories',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const childId = requireChildId(request);
      const { age } = parseInput(generateStoriesRequestSchema, request.body);
      return { stories: await reading.generateStories(childId, age) };
    },
  );

  app.get('/api/reading/stories', async (request) => {
    requireChildId(request);
    const { age } = parseInput(generateStoriesRequestSchema, request.query);
    return { stories: reading.storiesByAge(age) };
  });
}
