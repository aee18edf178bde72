import type { TimeStatus } from '../../../contract/parental';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { Clock } from './clock';
import type { SettingsStore } from './settingsStore';
import { autoStopAt, dayBounds, lastDays, localDate, usedMinutes, usedMsOnDay } from './timeMaths';

const MINUTE = 60_000;
/** A cached "may play" answer is re-read at least this often (another server process may have changed it). */
const MAX_CACHE_MS = 30_000;

export interface TimeService {
  status(childId: number): Promise<TimeStatus>;
  setLimit(childId: number, limitMinutes: number): Promise<TimeStatus>;
  start(childId: number): Promise<TimeStatus>;
  stop(childId: number): Promise<TimeStatus>;
  /** Minutes played on each of the last `days` local dates, oldest first. */
  minutesPerDay(childId: number, days: number): Promise<{ date: string; minutes: number }[]>;
  /** Throws time_limit_reached once today's minutes are used; fast (cached) for every child request. */
  assertMayPlay(childId: number): Promise<void>;
  forget(childId: number): void;
}

export function createTimeService(db: Db, settings: SettingsStore, clock: Clock): TimeService {
  const mayPlayCache = new Map<number, { blocked: boolean; validUntil: number }>();

  const loadSessions = async (childId: number, since: Date) => {
    const rows = await db.kysely
      .selectFrom('play_sessions')
      .selectAll()
      .where('user_id', '=', childId)
      .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', since.toISOString())]))
      .orderBy('started_at')
      .execute();
    return rows.map((row) => ({ id: row.id, start: new Date(row.started_at), end: row.ended_at ? new Date(row.ended_at) : null }));
  };

  /** Today's numbers; an open session past its limit is stopped where the limit was reached. */
  const compute = async (childId: number) => {
    const now = clock.now();
    const { limitMinutes } = await settings.get(childId);
    const sessions = await loadSessions(childId, dayBounds(new Date(now.getTime() - 8 * 24 * 60 * MINUTE)).start);
    const open = sessions.find((session) => session.end === null);
    if (open) {
      const closed = sessions.filter((session) => session !== open);
      const stopAt = autoStopAt(open.start, closed, limitMinutes, now);
      if (stopAt) {
        await db.kysely.updateTable('play_sessions').set({ ended_at: stopAt.toISOString() }).where('id', '=', open.id).where('ended_at', 'is', null).execute();
        open.end = stopAt;
      }
    }
    const usedMs = usedMsOnDay(sessions, now, now);
    const active = sessions.find((session) => session.end === null);
    const used = usedMinutes(usedMs);
    const status: TimeStatus = {
      date: localDate(now),
      limitMinutes,
      usedMinutes: used,
      remainingMinutes: Math.max(0, limitMinutes - used),
      sessionActive: active !== undefined,
      sessionStartedAt: active ? active.start.toISOString() : null,
      limitReached: usedMs >= limitMinutes * MINUTE,
    };
    const dayEnd = dayBounds(now).end.getTime();
    const nextChange = active ? Math.min(dayEnd, now.getTime() + limitMinutes * MINUTE - usedMs) : dayEnd;
    mayPlayCache.set(childId, { blocked: status.limitReached, validUntil: Math.min(nextChange, now.getTime() + MAX_CACHE_MS) });
    return { status, sessions };
  };

  const status = async (childId: number) => (await compute(childId)).status;

  return {
    status,

    async setLimit(childId, limitMinutes) {
      await settings.update(childId, { limitMinutes });
      return status(childId);
    },

    async start(childId) {
      const current = await status(childId);
      if (current.limitReached) throw new AppError('time_limit_reached', "Today's time is used up. Raise the daily limit to start a session.");
      if (current.sessionActive) return current;
      await db.kysely.insertInto('play_sessions').values({ user_id: childId, started_at: clock.now().toISOString(), ended_at: null }).execute();
      return status(childId);
    },

    async stop(childId) {
      await status(childId);
      await db.kysely.updateTable('play_sessions').set({ ended_at: clock.now().toISOString() }).where('user_id', '=', childId).where('ended_at', 'is', null).execute();
      return status(childId);
    },

    async minutesPerDay(childId, days) {
      const { sessions } = await compute(childId);
      const now = clock.now();
      return lastDays(now, days).map((day) => ({ date: localDate(day), minutes: usedMinutes(usedMsOnDay(sessions, day, now)) }));
    },

    async assertMayPlay(childId) {
      let entry = mayPlayCache.get(childId);
      if (!entry || entry.validUntil <= clock.now().getTime()) {
        await compute(childId);
        entry = mayPlayCache.get(childId);
      }
      if (entry?.blocked) {
        throw new AppError('time_limit_reached', "That's all the playing time for today. Time to rest! A grown-up can help.");
      }
    },

    forget(childId) {
      mayPlayCache.delete(childId);
      settings.forget(childId);
    },
  };
}
