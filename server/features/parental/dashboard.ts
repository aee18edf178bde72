import { sql } from 'kysely';
import type { Dashboard, FlaggedConversation } from '../../../contract/parental';
import type { Db } from '../../db/connection';
import type { Clock } from './clock';
import { childTables, existingTables } from './childData';
import { dayBounds, lastDays, localDate } from './timeMaths';
import type { TimeService } from './timeService';

const FLAGGED_LIMIT = 20;
const FEELINGS_LIMIT = 50;
const WEEK_DAYS = 7;

/** What a child's own messages count as on the dashboard. */
function isActivity(row: { category: string; message_type: string }): boolean {
  return row.category === 'activities' || row.message_type === 'drawing';
}

export function createDashboard(db: Db, time: TimeService, clock: Clock, companionId: () => Promise<number>) {
  const flagged = async (childId: number): Promise<FlaggedConversation[]> => {
    const rows = await db.kysely
      .selectFrom('messages')
      .select(['id', 'content', 'category', 'flag_reason', 'created_at'])
      .where('from_user_id', '=', childId)
      .where('flagged', '=', 1)
      .orderBy('id', 'desc')
      .limit(FLAGGED_LIMIT)
      .execute();
    const companion = await companionId();
    return Promise.all(
      rows.map(async (row) => {
        const reply = await db.kysely
          .selectFrom('messages')
          .select('content')
          .where('from_user_id', '=', companion)
          .where('to_user_id', '=', childId)
          .where('category', '=', row.category)
          .where('id', '>', row.id)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        return { id: row.id, at: row.created_at, category: row.category, childWords: row.content, reply: reply?.content ?? null, reason: row.flag_reason };
      }),
    );
  };

  /** Points, when an area that gives them (language rewards) exists on this server; else null. */
  const pointsToday = async (childId: number, since: string): Promise<number | null> => {
    const tables = await existingTables(db);
    const rewards = [...tables.values()].find((t) => t.name.includes('reward') && t.columns.has('points') && t.columns.has('user_id'));
    if (!rewards) return null;
    const dated = rewards.columns.has('created_at');
    const { rows } = await sql<{ total: string | number | null }>`select sum(${sql.ref('points')}) as total from ${sql.table(rewards.name)} where ${sql.ref('user_id')} = ${childId}${dated ? sql` and ${sql.ref('created_at')} >= ${since}` : sql``}`.execute(db.kysely);
    return Number(rows[0]?.total ?? 0);
  };

  return {
    async forChild(childId: number): Promise<Dashboard> {
      const now = clock.now();
      const days = lastDays(now, WEEK_DAYS);
      const weekStart = dayBounds(days[0] ?? now).start.toISOString();
      const todayStart = dayBounds(now).start.toISOString();
      const messages = await db.kysely
        .selectFrom('messages')
        .select(['content', 'category', 'message_type', 'created_at'])
        .where('from_user_id', '=', childId)
        .where('created_at', '>=', weekStart)
        .orderBy('id', 'desc')
        .execute();
      const tables = new Set((await childTables(db)).map((t) => t.table));
      const stories = tables.has('stories')
        ? await db.kysely.selectFrom('stories').select('created_at').where('user_id', '=', childId).where('created_at', '>=', weekStart).execute()
        : [];

      const activitiesByDate = new Map<string, number>();
      const count = (at: string) => {
        const date = localDate(new Date(at));
        activitiesByDate.set(date, (activitiesByDate.get(date) ?? 0) + 1);
      };
      messages.filter(isActivity).forEach((m) => count(m.created_at));
      stories.forEach((s) => count(s.created_at));

      const today = messages.filter((m) => m.created_at >= todayStart);
      const minutes = await time.minutesPerDay(childId, WEEK_DAYS);
      return {
        flagged: await flagged(childId),
        today: {
          // Which language is practised is in the profile; a day with language chat counts it once.
          languagesPractised: today.some((m) => m.category === 'languages') ? 1 : 0,
          conversations: today.filter((m) => !isActivity(m)).length,
          activities: activitiesByDate.get(localDate(now)) ?? 0,
          points: await pointsToday(childId, todayStart),
        },
        week: minutes.map(({ date, minutes: played }) => ({ date, minutes: played, activities: activitiesByDate.get(date) ?? 0 })),
        feelings: messages
          .filter((m) => m.category === 'feelings')
          .slice(0, FEELINGS_LIMIT)
          .map((m) => ({ at: m.created_at, words: m.content })),
      };
    },
  };
}
