import 'server-only';
import { database } from '../client';
import type { MediaTable } from '../schema';

export async function insertMedia(row: MediaTable): Promise<void> {
  await database().db.insertInto('media').values(row).execute();
}

export function findMedia(id: string) {
  return database().db.selectFrom('media').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export function listMedia(limit = 200) {
  return database()
    .db.selectFrom('media')
    .select(['id', 'name', 'content_type', 'width', 'height', 'byte_size', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
