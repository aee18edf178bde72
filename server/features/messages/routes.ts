import type { FastifyInstance } from 'fastify';
import {
  listMessagesQuerySchema,
  MAX_DRAWING_DATA_URL_LENGTH,
  postMessageBodySchema,
  recentLimitParamsSchema,
} from '../../../contract/messages';
import { requireChildId } from '../../http/session';
import { parseInput } from '../../http/validate';
import { openMessageStream, type MessageEvents } from './events';
import type { MessagesService } from './service';

export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService, events?: MessageEvents): void {
  app.get('/api/messages', async (request) => {
    const { category } = parseInput(listMessagesQuerySchema, request.query);
    return messages.list(requireChildId(request), category);
  });

  if (events) {
    // Server-sent events: each new message of this child (the companion's replies above all) as it is stored.
    app.get('/api/messages/stream', async (request, reply) => {
      openMessageStream(reply, requireChildId(request), events);
    });
  }

  app.get('/api/messages/recent/:limit', async (request) => {
    const { limit } = parseInput(recentLimitParamsSchema, request.params);
    return messages.recent(requireChildId(request), limit);
  });

  app.post(
    '/api/messages',
    {
      bodyLimit: MAX_DRAWING_DATA_URL_LENGTH + 16 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const childId = requireChildId(request);
      const body = parseInput(postMessageBodySchema, request.body);
      return reply.status(201).send(await messages.post(childId, body));
    },
  );

  app.get('/api/stats', async (request) => messages.stats(requireChildId(request)));
}
