import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ParentStatus } from '../../../contract/parental';
import { PARENT_GRANT_MINUTES, PIN_LOCK_MINUTES, PIN_MAX_WRONG_TRIES } from '../../../contract/parentalConstants';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { Clock } from './clock';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;
const PIN_ROW_ID = 1;
export const PARENT_COOKIE = 'mckenzie_parent';

export async function hashPin(pin: string, salt: Buffer): Promise<Buffer> {
  return scrypt(pin, salt, KEY_LENGTH);
}

export interface PinService {
  status(request: FastifyRequest, childId: number): Promise<ParentStatus>;
  create(reply: FastifyReply, childId: number, pin: string): Promise<ParentStatus>;
  unlock(reply: FastifyReply, childId: number, pin: string): Promise<ParentStatus>;
  lock(request: FastifyRequest, reply: FastifyReply): Promise<ParentStatus>;
  /** Throws 403 unless the request carries a live grant for the session's child. */
  requireGrant(request: FastifyRequest): Promise<void>;
}

export function createPinService(db: Db, clock: Clock): PinService {
  const pinRow = () => db.kysely.selectFrom('parent_pin').selectAll().where('id', '=', PIN_ROW_ID).executeTakeFirst();

  const liveGrant = async (request: FastifyRequest, childId: number | undefined) => {
    const raw = request.cookies[PARENT_COOKIE];
    if (!raw || childId === undefined) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    const grant = await db.kysely.selectFrom('parent_grants').selectAll().where('id', '=', unsigned.value).executeTakeFirst();
    if (!grant || grant.user_id !== childId || grant.expires_at <= clock.now().toISOString()) return undefined;
    return grant;
  };

  const issueGrant = async (reply: FastifyReply, childId: number): Promise<string> => {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + PARENT_GRANT_MINUTES * 60_000).toISOString();
    const id = crypto.randomBytes(24).toString('base64url');
    // Expired grants are swept whenever a new one is made.
    await db.kysely.deleteFrom('parent_grants').where('expires_at', '<=', now.toISOString()).execute();
    await db.kysely.insertInto('parent_grants').values({ id, user_id: childId, created_at: now.toISOString(), expires_at: expiresAt }).execute();
    void reply.setCookie(PARENT_COOKIE, id, {
      signed: true, httpOnly: true, sameSite: 'strict', path: '/', maxAge: PARENT_GRANT_MINUTES * 60, secure: reply.request.protocol === 'https',
    });
    return expiresAt;
  };

  const lockedUntil = (row: { locked_until: string | null } | undefined) =>
    row?.locked_until && row.locked_until > clock.now().toISOString() ? row.locked_until : null;

  return {
    async status(request, childId) {
      const [row, grant] = await Promise.all([pinRow(), liveGrant(request, childId)]);
      return { hasPin: row !== undefined, unlocked: grant !== undefined, unlockedUntil: grant?.expires_at ?? null, lockedUntil: lockedUntil(row) };
    },

    async create(reply, childId, pin) {
      if (await pinRow()) throw new AppError('forbidden', 'A PIN is already set. Enter it to open the parent area.', 'pin');
      const salt = crypto.randomBytes(16);
      const hash = await hashPin(pin, salt);
      const inserted = await db.kysely
        .insertInto('parent_pin')
        .values({ id: PIN_ROW_ID, hash: hash.toString('hex'), salt: salt.toString('hex'), failed_attempts: 0, locked_until: null, updated_at: clock.now().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      // Two first visits at once: only the first PIN counts.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError('forbidden', 'A PIN is already set. Enter it to open the parent area.', 'pin');
      const unlockedUntil = await issueGrant(reply, childId);
      return { hasPin: true, unlocked: true, unlockedUntil, lockedUntil: null };
    },

    async unlock(reply, childId, pin) {
      const row = await pinRow();
      if (!row) throw new AppError('forbidden', 'No PIN is set yet. Create one first.', 'pin');
      const locked = lockedUntil(row);
      if (locked) throw new AppError('rate_limited', `Too many wrong tries. Try again after ${locked}.`, 'pin');
      const expected = Buffer.from(row.hash, 'hex');
      const given = await hashPin(pin, Buffer.from(row.salt, 'hex'));
      if (!crypto.timingSafeEqual(expected, given)) {
        const failed = row.failed_attempts + 1;
        const lock = failed >= PIN_MAX_WRONG_TRIES;
        await db.kysely
          .updateTable('parent_pin')
          .set({
            failed_attempts: lock ? 0 : failed,
            locked_until: lock ? new Date(clock.now().getTime() + PIN_LOCK_MINUTES * 60_000).toISOString() : row.locked_until,
          })
          .where('id', '=', PIN_ROW_ID)
          .execute();
        if (lock) throw new AppError('rate_limited', `Too many wrong tries. The parent area is locked for ${PIN_LOCK_MINUTES} minutes.`, 'pin');
        throw new AppError('forbidden', 'Invalid PIN. Please try again.', 'pin');
      }
      await db.kysely.updateTable('parent_pin').set({ failed_attempts: 0, locked_until: null }).where('id', '=', PIN_ROW_ID).execute();
      const unlockedUntil = await issueGrant(reply, childId);
      return { hasPin: true, unlocked: true, unlockedUntil, lockedUntil: null };
    },

    async lock(request, reply) {
      const raw = request.cookies[PARENT_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      if (unsigned?.valid && unsigned.value) await db.kysely.deleteFrom('parent_grants').where('id', '=', unsigned.value).execute();
      void reply.clearCookie(PARENT_COOKIE, { path: '/' });
      return { hasPin: (await pinRow()) !== undefined, unlocked: false, unlockedUntil: null, lockedUntil: lockedUntil(await pinRow()) };
    },

    async requireGrant(request) {
      if (!(await liveGrant(request, request.childId))) {
        throw new AppError('forbidden', 'A grown-up needs to enter the PIN first.');
      }
    },
  };
}

/** Forgot-PIN, from the server's own machine (scripts/reset-pin.ts): the PIN and every unlock are gone. */
export async function resetPin(db: Db): Promise<void> {
  await db.kysely.deleteFrom('parent_grants').execute();
  await db.kysely.deleteFrom('parent_pin').execute();
}
