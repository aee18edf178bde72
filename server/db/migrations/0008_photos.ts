import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * The photo album: each photo points at its picture and its grid thumbnail in `media`. While a
 * photo is shared, `share_code` holds its public code (unique); unsharing sets it back to null,
 * so revoking every link of a child is one update.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('photos')
    .addColumn('id', idType, (col) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image_type', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    .addColumn('thumbnail_media_id', 'integer', (col) => col.notNull().references('media.id'))
    .addColumn('is_shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('share_code', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('photos_user_category_idx').on('photos').columns(['user_id', 'category', 'id']).execute();
}
