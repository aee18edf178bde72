import type { Kysely } from 'kysely';
import type { Dialect } from '../connection';

export interface MigrationContext {
  dialect: Dialect;
}

export interface DialectMigration {
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}
