import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Schoolwork, reading and writing:
 * - `stories`: stories a child wrote on the writing pad (pictures as JSON text).
 * - `quiz_rounds`: per child, subject and age, how many quiz rounds (set 1 → 3) were started;
 *   the round number seeds the question generator, so every new round brings fresh questions.
 * - `reading_deliveries`: which library stories a child has already been given.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('stories')
    .addColumn('id', idType, (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('images', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stories_user_idx').on('stories').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('quiz_rounds')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull())
    .addColumn('round_number', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('quiz_rounds_pk', ['user_id', 'subject', 'age'])
    .execute();

  await db.schema
    .createTable('reading_deliveries')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('story_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reading_deliveries_pk', ['user_id', 'story_id'])
    .execute();
}
