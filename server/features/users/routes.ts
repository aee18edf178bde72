import type { FastifyInstance } from 'fastify';
import { writeSessionCookie } from '../../http/session';
import type { UsersService } from './service';

export function registerUserRoutes(app: FastifyInstance, users: UsersService): void {
  /** The child this browser belongs to; the first visit creates one and binds it with a signed cookie. */
  app.get('/api/user/current', async (request) => {
    if (request.childId !== undefined) {
      const existing = await users.findChild(request.childId);
      if (existing) return existing;
    }
    return users.createChild();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === '/api/user/current' && reply.statusCode === 200 && typeof payload === 'string') {
      const id = (JSON.parse(payload) as { id: number }).id;
      if (id !== request.childId) writeSessionCookie(reply, id);
    }
    return payload;
  });

  app.get('/api/user/mckenzie', async () => users.companion());
}
