import type { Kysely } from 'kysely';

/**
 * The child's profile on the server (name, age, languages, avatar, customization, voice), so a
 * cleared browser gets it back and the parent area can read it. Settings objects are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('child_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('name', 'text')
    .addColumn('age', 'integer')
    .addColumn('ui_language', 'text')
    .addColumn('learning_language', 'text')
    .addColumn('avatar', 'text')
    .addColumn('customization', 'text')
    .addColumn('voice_settings', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
