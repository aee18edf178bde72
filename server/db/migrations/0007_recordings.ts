import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Singalong recordings: the audio bytes live in `media`; a shared recording has `is_shared` 1 and
 * a `share_code`. Unsharing sets both back (0, null), so revoking every link is one update.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('recordings')
    .addColumn('id', idType, (col) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('song_title', 'text', (col) => col.notNull())
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    .addColumn('duration', 'double precision', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('is_shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('share_code', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recordings_user_idx').on('recordings').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('recordings_share_code_idx').on('recordings').column('share_code').unique().execute();
}
