import type { TFunction } from 'i18next';

/** "45 minutes" or "1 h 30 min". */
export function formatMinutes(t: TFunction<'parental'>, minutes: number): string {
  if (minutes < 60) return t('time.minutes', { count: minutes });
  return t('time.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
