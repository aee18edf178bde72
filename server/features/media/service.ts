import type { Db } from '../../db/connection';

export interface StoredMedia {
  id: number;
  ownerUserId: number;
  mime: string;
  bytes: Buffer;
  createdAt: string;
}

export interface MediaService {
  store(ownerUserId: number, mime: string, bytes: Buffer): Promise<number>;
  find(id: number): Promise<StoredMedia | undefined>;
}

export function mediaUrl(id: number): string {
  return `/api/media/${id}`;
}

export function createMediaService(db: Db): MediaService {
  return {
    async store(ownerUserId, mime, bytes) {
      const row = await db.kysely
        .insertInto('media')
        .values({ owner_user_id: ownerUserId, mime, bytes, byte_size: bytes.length, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async find(id) {
      const row = await db.kysely
        .selectFrom('media')
        .select(['id', 'mime', 'bytes', 'created_at', 'owner_user_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return { id: row.id, ownerUserId: row.owner_user_id, mime: row.mime, bytes: Buffer.from(row.bytes), createdAt: row.created_at };
    },
  };
}
