import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usersEndpoints } from '../../../contract/users';
import { createAddressLimiter } from '../../http/addressLimiter';
import { registerEndpoints } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import type { SessionStore } from '../../http/session';
import type { ProfileService } from './profileService';
import type { UsersService } from './service';

/** New children one address may make: a family or a class, never a flood. */
export const NEW_CHILDREN_PER_ADDRESS = { max: 60, windowMs: 10 * 60_000 } as const;

export function registerUserRoutes(
  app: FastifyInstance,
  users: UsersService,
  profiles: ProfileService,
  sessions: SessionStore,
  options: { limitNewChildren: boolean } = { limitNewChildren: true },
): void {
  const newChildren = createAddressLimiter(NEW_CHILDREN_PER_ADDRESS);
  /** The session's child, or on a first visit a new child bound to this browser by the session cookie. */
  const currentChild = async (childId: number | undefined, request: FastifyRequest, reply: FastifyReply) => {
    if (childId !== undefined) {
      const existing = await users.findChild(childId);
      if (existing) return existing;
    }
    if (options.limitNewChildren && !newChildren.take(request.ip)) {
      throw new AppError('rate_limited', 'Too many new visitors from here. Please try again in a few minutes.');
    }
    const created = await users.createChild();
    await sessions.create(request, reply, created.id);
    return created;
  };
  registerEndpoints(app, usersEndpoints, {
    'GET /api/user/current': ({ childId, request, reply }) => currentChild(childId, request, reply),
    'GET /api/home': async ({ childId, request, reply }) => {
      const user = await currentChild(childId, request, reply);
      const [companion, profile] = await Promise.all([users.companion(), profiles.get(user.id)]);
      return { user, companion, profile };
    },
    'GET /api/user/mckenzie': () => users.companion(),
    'GET /api/user/current/profile': ({ childId }) => profiles.get(childId),
    'PATCH /api/user/current/profile': ({ childId, body }) => profiles.update(childId, body),
  });
}
