import type { Kysely } from 'kysely';

/**
 * Learn Languages rewards:
 * - `language_rewards`: per child and language, the rewards engine's state as JSON text (points,
 *   level, streak with its weekly freezes, daily goal, badges earned).
 * - `language_words`: which words a child has learned in which language, so a word counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('language_rewards')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('language_rewards_pk', ['user_id', 'language'])
    .execute();

  await db.schema
    .createTable('language_words')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('word_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('learned_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('language_words_pk', ['user_id', 'word_id'])
    .execute();
}
