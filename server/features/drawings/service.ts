import type { Db } from '../../db/connection';
import type { DrawingSummary } from '../../../contract/drawings';
import { DRAWING_SHARE_CATEGORY, DRAWINGS_LIST_LIMIT } from '../../../contract/drawingConstants';
import { mediaUrl } from '../media/service';
import { createConversationRepo } from '../messages/repo';
import type { UsersService } from '../users/service';
import { pairReplies } from './pairReplies';

export interface DrawingsService {
  /** This child's shared drawings, newest first, each with the companion's reply when there is one. */
  list(childId: number): Promise<DrawingSummary[]>;
}

export function createDrawingsService(deps: { db: Db; users: UsersService }): DrawingsService {
  const conversation = createConversationRepo(deps.db, deps.users);
  return {
    async list(childId) {
      const companionId = await deps.users.companionId();
      const drawings = await conversation.drawingShares(childId, DRAWINGS_LIST_LIMIT);
      if (drawings.length === 0) return [];
      const turns = await conversation.since(childId, DRAWING_SHARE_CATEGORY, drawings[drawings.length - 1]!.id);
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
