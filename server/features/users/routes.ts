import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '../../../contract/users';
import { registerEndpoints } from '../../http/endpoints';
import { writeSessionCookie } from '../../http/session';
import type { ProfileService } from './profileService';
import type { UsersService } from './service';

export function registerUserRoutes(app: FastifyInstance, users: UsersService, profiles: ProfileService): void {
  registerEndpoints(app, usersEndpoints, {
    'GET /api/user/current': async ({ childId, reply }) => {
      if (childId !== undefined) {
        const existing = await users.findChild(childId);
        if (existing) return existing;
      }
      const created = await users.createChild();
      writeSessionCookie(reply, created.id);
      return created;
    },
    'GET /api/user/mckenzie': () => users.companion(),
    'GET /api/user/current/profile': ({ childId }) => profiles.get(childId),
    'PATCH /api/user/current/profile': ({ childId, body }) => profiles.update(childId, body),
  });
}
