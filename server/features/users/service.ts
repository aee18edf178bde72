import type { Db } from '../../db/connection';
import type { User } from '../../../contract/users';

const DEFAULT_CHILD_NAME = 'Friend';

export interface UsersService {
  createChild(): Promise<User>;
  findChild(id: number): Promise<User | undefined>;
  companion(): Promise<User>;
  companionId(): Promise<number>;
  /** The child's display name follows the name in their profile. */
  rename(id: number, displayName: string): Promise<void>;
}

export function createUsersService(db: Db, companionName: string): UsersService {
  let companionIdCache: number | undefined;
  const knownChildren = new Map<number, User>();

  const companionId = async () => {
    if (companionIdCache === undefined) {
      const row = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('kind', '=', 'companion')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      companionIdCache = row.id;
    }
    return companionIdCache;
  };

  return {
    async createChild() {
      const row = await db.kysely
        .insertInto('users')
        .values({ kind: 'child', display_name: DEFAULT_CHILD_NAME, created_at: new Date().toISOString() })
        .returning(['id', 'display_name'])
        .executeTakeFirstOrThrow();
      const user = { id: row.id, displayName: row.display_name };
      knownChildren.set(user.id, user);
      return user;
    },
    async findChild(id) {
      const cached = knownChildren.get(id);
      if (cached) return cached;
      const row = await db.kysely
        .selectFrom('users')
        .select(['id', 'display_name'])
        .where('id', '=', id)
        .where('kind', '=', 'child')
        .executeTakeFirst();
      if (!row) return undefined;
      const user = { id: row.id, displayName: row.display_name };
      knownChildren.set(id, user);
      return user;
    },
    async companion() {
      return { id: await companionId(), displayName: companionName };
    },
    companionId,
    async rename(id, displayName) {
      await db.kysely.updateTable('users').set({ display_name: displayName }).where('id', '=', id).where('kind', '=', 'child').execute();
      knownChildren.set(id, { id, displayName });
    },
  };
}
