const HOUR_MS = 60 * 60 * 1000;

export type RelativeTime = { kind: 'justNow' } | { kind: 'hoursAgo'; hours: number } | { kind: 'date'; text: string };

/** Spec §2: 'Just now' under an hour, 'N hours ago' under 24 h, else a formatted date. */
export function relativeTime(iso: string, now: Date, locale: string): RelativeTime {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < HOUR_MS) return { kind: 'justNow' };
  if (elapsed < 24 * HOUR_MS) return { kind: 'hoursAgo', hours: Math.floor(elapsed / HOUR_MS) };
  return { kind: 'date', text: then.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' }) };
}

/** A clock time like '3:05 PM' (in the child's UI language). */
export function clockTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}
