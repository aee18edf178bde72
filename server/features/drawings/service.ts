import type { Db } from '../../db/connection';
import type { DrawingSummary } from '../../../contract/drawings';
import { DRAWING_SHARE_CATEGORY, DRAWINGS_LIST_LIMIT } from '../../../contract/drawingConstants';
import { mediaUrl } from '../media/service';
import type { UsersService } from '../users/service';
import { pairReplies } from './pairReplies';

export interface DrawingsService {
  /** This child's shared drawings, newest first, each with the companion's reply when there is one. */
  list(childId: number): Promise<DrawingSummary[]>;
}

export function createDrawingsService(deps: { db: Db; users: UsersService }): DrawingsService {
  const { db, users } = deps;
  return {
    async list(childId) {
      const companionId = await users.companionId();
      const drawings = await db.kysely
        .selectFrom('messages')
        .select(['id', 'media_id', 'created_at'])
        .where('from_user_id', '=', childId)
        .where('to_user_id', '=', companionId)
        .where('message_type', '=', 'drawing')
        .where('media_id', 'is not', null)
        .orderBy('id', 'desc')
        .limit(DRAWINGS_LIST_LIMIT)
        .execute();
      if (drawings.length === 0) return [];

      const oldest = drawings[drawings.length - 1]!.id;
      const turns = await db.kysely
        .selectFrom('messages')
        .select(['id', 'from_user_id', 'content'])
        .where('category', '=', DRAWING_SHARE_CATEGORY)
        .where('id', '>=', oldest)
        .where((eb) =>
          eb.or([
            eb.and([eb('from_user_id', '=', childId), eb('to_user_id', '=', companionId)]),
            eb.and([eb('from_user_id', '=', companionId), eb('to_user_id', '=', childId)]),
          ]),
        )
        .orderBy('id', 'asc')
        .execute();
      const replies = pairReplies(
        drawings.map((d) => d.id),
        turns.map((t) => ({ id: t.id, fromCompanion: t.from_user_id === companionId, content: t.content })),
      );

      return drawings.map((d) => ({
        id: d.id,
        imageUrl: mediaUrl(d.media_id!),
        createdAt: d.created_at,
        reply: replies.get(d.id) ?? null,
      }));
    },
  };
}
