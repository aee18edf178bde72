import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const bytesType = dialect === 'postgres' ? 'bytea' : 'blob';

  await db.schema
    .createTable('users')
    .addColumn('id', idType, (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('media')
    .addColumn('id', idType, (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('owner_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('bytes', bytesType, (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', idType, (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('from_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('to_user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('message_type', 'text', (col) => col.notNull())
    .addColumn('child_age', 'integer', (col) => col.notNull())
    .addColumn('media_id', 'integer', (col) => col.references('media.id'))
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('flag_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex('messages_from_category_idx')
    .on('messages')
    .columns(['from_user_id', 'category', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_to_category_idx')
    .on('messages')
    .columns(['to_user_id', 'category', 'id'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await sql`insert into users (kind, display_name, created_at) values ('companion', 'McKenzie', ${new Date().toISOString()})`.execute(
    db,
  );
}
