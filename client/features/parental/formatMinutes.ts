import type { TFunction } from 'i18next';

/** "45 minutes": limits and usage read in minutes, as the spec's quick settings (30, 60, 120). */
export function formatMinutes(t: TFunction<'parental'>, minutes: number): string {
  return t('time.minutes', { count: minutes });
}
