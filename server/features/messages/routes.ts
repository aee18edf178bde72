import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '../../../contract/messages';
import { registerEndpoints } from '../../http/endpoints';
import { openMessageStream, type MessageEvents } from './events';
import type { MessagesService } from './service';

export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService, events: MessageEvents): void {
  registerEndpoints(app, messagesEndpoints, {
    'GET /api/messages': ({ childId, query }) => messages.list(childId, query.category, query.before),
    'GET /api/messages/stream': ({ childId, reply }) => {
      openMessageStream(reply, childId, events);
    },
    'GET /api/messages/recent/:limit': ({ childId, params }) => messages.recent(childId, params.limit),
    'POST /api/messages': ({ childId, body }) => messages.post(childId, body),
    'GET /api/stats': ({ childId }) => messages.stats(childId),
  });
}
