import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '../../../contract/users';
import { createAddressLimiter } from '../../http/addressLimiter';
import { registerEndpoints } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { writeSessionCookie } from '../../http/session';
import type { ProfileService } from './profileService';
import type { UsersService } from './service';

/** New children one address may make: a family or a class, never a flood. */
export const NEW_CHILDREN_PER_ADDRESS = { max: 60, windowMs: 10 * 60_000 } as const;

export function registerUserRoutes(
  app: FastifyInstance,
  users: UsersService,
  profiles: ProfileService,
  options: { limitNewChildren: boolean } = { limitNewChildren: true },
): void {
  const newChildren = createAddressLimiter(NEW_CHILDREN_PER_ADDRESS);
  registerEndpoints(app, usersEndpoints, {
    'GET /api/user/current': async ({ childId, request, reply }) => {
      if (childId !== undefined) {
        const existing = await users.findChild(childId);
        if (existing) return existing;
      }
      if (options.limitNewChildren && !newChildren.take(request.ip)) {
        throw new AppError('rate_limited', 'Too many new visitors from here. Please try again in a few minutes.');
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
