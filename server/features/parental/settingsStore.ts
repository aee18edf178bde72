import { TIME_LIMIT } from '../../../contract/parentalConstants';
import type { Db } from '../../db/connection';
import type { Clock } from './clock';

export interface ChildParentalSettings {
  limitMinutes: number;
  companionLlm: boolean;
}

/** Per-child parental settings (time limit, LLM companion on/off), cached: the message path reads them. */
export interface SettingsStore {
  get(childId: number): Promise<ChildParentalSettings>;
  update(childId: number, change: Partial<ChildParentalSettings>): Promise<ChildParentalSettings>;
  forget(childId: number): void;
}

const DEFAULTS: ChildParentalSettings = { limitMinutes: TIME_LIMIT.default, companionLlm: true };

export function createSettingsStore(db: Db, clock: Clock): SettingsStore {
  const cache = new Map<number, ChildParentalSettings>();

  const get = async (childId: number) => {
    const cached = cache.get(childId);
    if (cached) return cached;
    const row = await db.kysely.selectFrom('parental_settings').selectAll().where('user_id', '=', childId).executeTakeFirst();
    const settings = row ? { limitMinutes: row.daily_limit_minutes, companionLlm: row.companion_llm === 1 } : DEFAULTS;
    cache.set(childId, settings);
    return settings;
  };

  return {
    get,
    async update(childId, change) {
      const next = { ...(await get(childId)), ...change };
      const values = { daily_limit_minutes: next.limitMinutes, companion_llm: next.companionLlm ? 1 : 0, updated_at: clock.now().toISOString() };
      await db.kysely
        .insertInto('parental_settings')
        .values({ user_id: childId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      cache.set(childId, next);
      return next;
    },
    forget(childId) {
      cache.delete(childId);
    },
  };
}
