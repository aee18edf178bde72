import type { MessageCategory } from '../../../contract/common';
import type { Db } from '../../db/connection';
import { compiledOnce } from '../../db/compiledOnce';
import type { CompiledQuery } from 'kysely';
import type { MessageRow, NewMessage } from '../../db/schema';
import type { UsersService } from '../users/service';

/**
 * The conversation between a child and the companion: the one place that queries it. Every reader
 * (chat, drawings gallery, parent dashboard, export) goes through here, so the index-friendly shape
 * of these queries is written once.
 */
export interface ConversationRepo {
  /** The newest messages both ways, newest first, optionally in one category and before a message id. */
  newest(childId: number, limit: number, category?: MessageCategory, beforeId?: number): Promise<MessageRow[]>;
  /** The child's shared drawings (messages with a picture), newest first. */
  drawingShares(childId: number, limit: number): Promise<Pick<MessageRow, 'id' | 'media_id' | 'created_at'>[]>;
  /** Both sides of the conversation in a category from a message id on, oldest first. */
  since(childId: number, category: MessageCategory, fromId: number): Promise<Pick<MessageRow, 'id' | 'from_user_id' | 'content'>[]>;
  insert(message: NewMessage): Promise<MessageRow>;
  /** The child's message and the companion's reply as one statement (one write, both or neither); ids in that order. */
  insertExchange(message: NewMessage, reply: NewMessage): Promise<{ message: MessageRow; reply: MessageRow }>;
  /** What the child sent since a moment: all, drawings, and activity messages. */
  countsSince(childId: number, sinceIso: string): Promise<{ total: number; drawings: number; activities: number }>;
}

/** Distinct stand-in values for one row of the compiled two-row insert. */
function standInRow(n: number): NewMessage {
  const number = (i: number) => -1000 * (n + 1) - i;
  return {
    from_user_id: number(1), to_user_id: number(2), content: `\u0001content${n}`, category: `\u0001category${n}`,
    message_type: `\u0001type${n}`, child_age: number(3), media_id: number(4), flagged: number(5),
    flag_reason: `\u0001reason${n}`, created_at: `\u0001created${n}`,
  };
}
const ROW_COLUMNS = Object.keys(standInRow(0)) as (keyof NewMessage)[];
/** Both rows' values under one name each (`0.content`, `1.content`), as compiledOnce takes them. */
const EXCHANGE_KEYS = [0, 1].map((n) => ROW_COLUMNS.map((column) => `${n}.${column}`));
const exchangeValues = (rows: [NewMessage, NewMessage]) => {
  const values: Record<string, unknown> = {};
  rows.forEach((row, n) => ROW_COLUMNS.forEach((column, i) => (values[EXCHANGE_KEYS[n]![i]!] = row[column] ?? null)));
  return values;
};

export function createConversationRepo(db: Db, users: UsersService): ConversationRepo {
  const both = async (childId: number) => ({ childId, companionId: await users.companionId() });

  // The message route's own queries, compiled once (see compiledOnce): one direction of the conversation
  // in each shape (with or without a category and a cursor), and the two-row insert of an exchange.
  type DirectionValues = { from: number; to: number; limit: number; category?: string; beforeId?: number };
  const directionShapes = new Map<string, (values: DirectionValues) => CompiledQuery<MessageRow>>();
  const directionQuery = (withCategory: boolean, withBefore: boolean) => {
    const key = `${withCategory}/${withBefore}`;
    let shape = directionShapes.get(key);
    if (!shape) {
      const standIns: DirectionValues = {
        from: -201, to: -202, limit: -203, ...(withCategory ? { category: '\u0001category' } : {}), ...(withBefore ? { beforeId: -204 } : {}),
      };
      shape = compiledOnce(standIns, (v) => {
        let query = db.kysely.selectFrom('messages').selectAll().where('from_user_id', '=', v.from).where('to_user_id', '=', v.to);
        if (v.category !== undefined) query = query.where('category', '=', v.category);
        if (v.beforeId !== undefined) query = query.where('id', '<', v.beforeId);
        return query.orderBy('id', 'desc').limit(v.limit);
      });
      directionShapes.set(key, shape);
    }
    return shape;
  };
  const exchangeQuery = compiledOnce(exchangeValues([standInRow(0), standInRow(1)]), (v) => {
    const row = (n: number) => Object.fromEntries(ROW_COLUMNS.map((column) => [column, v[`${n}.${column}`]])) as NewMessage;
    return db.kysely.insertInto('messages').values([row(0), row(1)]).returningAll();
  });

  return {
    async newest(childId, limit, category, beforeId) {
      const { companionId } = await both(childId);
      // Each direction is its own index range read backwards (messages_conversation_*_idx), so the cost follows `limit`.
      const query = directionQuery(Boolean(category), beforeId !== undefined);
      const direction = async (from: number, to: number) =>
        (await db.kysely.executeQuery(query({ from, to, limit, category, beforeId }))).rows;
      const [sent, received] = await Promise.all([direction(childId, companionId), direction(companionId, childId)]);
      return [...sent, ...received].sort((a, b) => b.id - a.id).slice(0, limit);
    },

    async drawingShares(childId, limit) {
      const { companionId } = await both(childId);
      return db.kysely
        .selectFrom('messages')
        .select(['id', 'media_id', 'created_at'])
        .where('from_user_id', '=', childId)
        .where('to_user_id', '=', companionId)
        .where('message_type', '=', 'drawing')
        .where('media_id', 'is not', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async since(childId, category, fromId) {
      const { companionId } = await both(childId);
      return db.kysely
        .selectFrom('messages')
        .select(['id', 'from_user_id', 'content'])
        .where('category', '=', category)
        .where('id', '>=', fromId)
        .where((eb) =>
          eb.or([
            eb.and([eb('from_user_id', '=', childId), eb('to_user_id', '=', companionId)]),
            eb.and([eb('from_user_id', '=', companionId), eb('to_user_id', '=', childId)]),
          ]),
        )
        .orderBy('id', 'asc')
        .execute();
    },

    insert(message) {
      return db.kysely.insertInto('messages').values(message).returningAll().executeTakeFirstOrThrow();
    },

    async insertExchange(message, reply) {
      const { rows } = await db.kysely.executeQuery(exchangeQuery(exchangeValues([message, reply])));
      // Rows are inserted in the order given, so the reply gets the higher id; RETURNING's order is not promised.
      const [first, second] = rows[0]!.id < rows[1]!.id ? [rows[0]!, rows[1]!] : [rows[1]!, rows[0]!];
      return { message: first, reply: second };
    },

    async countsSince(childId, sinceIso) {
      const row = await db.kysely
        .selectFrom('messages')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          eb.fn.sum<string | number | null>(eb.case().when('message_type', '=', 'drawing').then(1).else(0).end()).as('drawings'),
          eb.fn.sum<string | number | null>(eb.case().when('category', '=', 'activities').then(1).else(0).end()).as('activities'),
        ])
        .where('from_user_id', '=', childId)
        .where('created_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), drawings: Number(row.drawings ?? 0), activities: Number(row.activities ?? 0) };
    },
  };
}
