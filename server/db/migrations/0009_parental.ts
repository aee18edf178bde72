import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * The grown-ups area:
 * - `parent_pin`: the one PIN of this installation (scrypt hash + salt) and its wrong-try lockout.
 * - `parent_grants`: short-lived unlocks of the parent area, named by a signed httpOnly cookie.
 * - `parental_settings`: per child, the daily time limit and whether the LLM companion may answer.
 * - `play_sessions`: per child, when each play session started and stopped; usage is computed from these.
 * - `sessions`: the browsers signed in as a child (the child cookie names a row; deleting it signs out).
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('parent_pin')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('salt', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('parent_grants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('parental_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('daily_limit_minutes', 'integer', (col) => col.notNull())
    .addColumn('companion_llm', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('play_sessions')
    .addColumn('id', idType, (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('play_sessions_user_idx').on('play_sessions').columns(['user_id', 'started_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id']).execute();
}
