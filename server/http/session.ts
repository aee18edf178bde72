import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { AppError } from './errors';

export const SESSION_COOKIE = 'mckenzie_child';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The cookie-signing secret lives in the database so every server process (and PostgreSQL setups) agree. */
export async function loadSessionSecret(db: Db): Promise<string> {
  const existing = await db.kysely
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirst();
  if (existing) return existing.value;
  const secret = crypto.randomBytes(32).toString('hex');
  await db.kysely
    .insertInto('settings')
    .values({ key: 'session_secret', value: secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.kysely
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return stored.value;
}

/** The child id the signed cookie names, or undefined when there is no valid cookie. */
export function readSessionChildId(request: FastifyRequest): number | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const id = Number(unsigned.value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function writeSessionCookie(reply: FastifyReply, childId: number): void {
  void reply.setCookie(SESSION_COOKIE, String(childId), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure: false,
  });
}

export function requireChildId(request: FastifyRequest): number {
  if (request.childId === undefined) {
    throw new AppError('unauthorized', 'Open McKenzie from the start page first.');
  }
  return request.childId;
}

/** A `userId` sent by the client must be the session's own child. */
export function assertOwnUser(request: FastifyRequest, userId: number, field = 'userId'): void {
  if (userId !== requireChildId(request)) {
    throw new AppError('forbidden', `${field} does not belong to you.`, field);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    childId: number | undefined;
  }
}
