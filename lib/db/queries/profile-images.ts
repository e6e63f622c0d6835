import 'server-only';
import type { Kysely } from 'kysely';
import { database } from '../client';
import type { Database } from '../schema';

export async function insertProfileImage(
  image: { id: string; userId: string; contentType: string; data: Buffer; createdAt: string },
  executor: Kysely<Database> = database().db,
): Promise<void> {
  await executor
    .insertInto('profile_images')
    .values({ id: image.id, user_id: image.userId, content_type: image.contentType, data: image.data, created_at: image.createdAt })
    .execute();
}

export async function deleteProfileImagesExcept(userId: string, keepId: string, executor: Kysely<Database> = database().db) {
  await executor.deleteFrom('profile_images').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

export function findProfileImage(id: string) {
  return database().db.selectFrom('profile_images').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
}
