import type { Kysely } from 'kysely';

/**
 * A child's conversation is two index ranges: (from child, to companion) and (from companion, to child),
 * each read newest first, with or without a category. The first indexes had one column per side, and
 * SQLite answered "from child to companion" through "everything sent to the companion", which grows
 * with every child. Today's stats read the child's messages since midnight.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_conversation_category_idx')
    .on('messages')
    .columns(['from_user_id', 'to_user_id', 'category', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['from_user_id', 'to_user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_from_created_idx')
    .on('messages')
    .columns(['from_user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('messages_from_category_idx').execute();
  await db.schema.dropIndex('messages_to_category_idx').execute();
}
