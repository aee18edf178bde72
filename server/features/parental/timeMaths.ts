/**
 * Time-limit arithmetic, pure: play sessions are [start, end) intervals (an open one runs until
 * now); a day is the server's local calendar day, so a session across midnight counts on both days.
 */
export interface Interval {
  start: Date;
  /** null while the session is still running. */
  end: Date | null;
}

const MINUTE = 60_000;

export function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local day containing `at`: [midnight, next midnight). */
export function dayBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const end = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  return { start, end };
}

export function overlapMs(interval: Interval, from: Date, to: Date, now: Date): number {
  const end = interval.end ?? now;
  const start = Math.max(interval.start.getTime(), from.getTime());
  const stop = Math.min(end.getTime(), to.getTime(), now.getTime());
  return Math.max(0, stop - start);
}

export function usedMsOnDay(sessions: readonly Interval[], day: Date, now: Date): number {
  const { start, end } = dayBounds(day);
  return sessions.reduce((sum, session) => sum + overlapMs(session, start, end, now), 0);
}

/** Whole minutes used, as the minute ticker counts them. */
export function usedMinutes(ms: number): number {
  return Math.floor(ms / MINUTE);
}

/**
 * When the open session must stop: the first moment its day's usage (closed sessions plus this
 * one) reaches the limit, walking day by day from its start up to now. Undefined while it may run on.
 */
export function autoStopAt(open: Date, closed: readonly Interval[], limitMinutes: number, now: Date): Date | undefined {
  const limitMs = limitMinutes * MINUTE;
  let cursor = open;
  for (let day = 0; day < 366 && cursor < now; day += 1) {
    const { end: dayEnd } = dayBounds(cursor);
    const budget = limitMs - usedMsOnDay(closed, cursor, now);
    if (budget <= 0) return cursor;
    const windowEnd = dayEnd < now ? dayEnd : now;
    if (windowEnd.getTime() - cursor.getTime() >= budget) return new Date(cursor.getTime() + budget);
    cursor = dayEnd;
  }
  return undefined;
}

/** The last `days` local dates ending with today's, oldest first. */
export function lastDays(now: Date, days: number): Date[] {
  return Array.from({ length: days }, (_, i) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i), 12));
}
