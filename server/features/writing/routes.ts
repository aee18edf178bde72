import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '../../../contract/common';
import { saveStoryRequestSchema, searchImagesRequestSchema, STORY_CONTENT_MAX, STORY_IMAGES_MAX } from '../../../contract/writing';
import { assertOwnUser, requireChildId } from '../../http/session';
import { parseInput } from '../../http/validate';
import type { WritingService } from './service';

const storyParamsSchema = z.object({ id: idSchema });

/** Room for 10,000 characters of any script (up to 4 bytes each in UTF-8) plus pictures and JSON. */
export const SAVE_STORY_BODY_LIMIT = STORY_CONTENT_MAX * 4 + STORY_IMAGES_MAX * 1024 + 8 * 1024;

export function registerWritingRoutes(app: FastifyInstance, writing: WritingService): void {
  app.post(
    '/api/writing/search-images',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      const { query } = parseInput(searchImagesRequestSchema, request.body);
      return { images: writing.searchImages(query) };
    },
  );

  app.post(
    '/api/writing/save-story',
    { bodyLimit: SAVE_STORY_BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const childId = requireChildId(request);
      const { userId, ...story } = parseInput(saveStoryRequestSchema, request.body);
      assertOwnUser(request, userId);
      return reply.status(201).send(await writing.saveStory(childId, { userId, ...story }));
    },
  );

  app.get('/api/writing/stories', async (request) => writing.listStories(requireChildId(request)));

  app.get('/api/writing/stories/:id', async (request) => {
    const childId = requireChildId(request);
    const { id } = parseInput(storyParamsSchema, request.params);
    return writing.findStory(childId, id);
  });

  app.delete('/api/writing/stories/:id', async (request, reply) => {
    const childId = requireChildId(request);
    const { id } = parseInput(storyParamsSchema, request.params);
    await writing.deleteStory(childId, id);
    return reply.status(204).send();
  });
}
