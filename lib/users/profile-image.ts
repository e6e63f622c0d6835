import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeTransaction } from '@/lib/db/client';
import { deleteProfileImagesExcept, findProfileImage as findImageRow, insertProfileImage } from '@/lib/db/queries/profile-images';
import { findUserById, updateUser } from '@/lib/db/queries/users';
import type { Database, UserRow } from '@/lib/db/schema';
import { encodeProfileImage, PROFILE_IMAGE_MAX_BYTES } from '@/lib/media/encode-profile-image';
import { toUserProfile, type UserProfile } from './user-dto';

export { PROFILE_IMAGE_MAX_BYTES };

/** Makes an encoded picture the user's own, dropping the one it replaces. Stored in the database so every instance serves it. */
export async function storeProfileImage(userId: string, encoded: Buffer, now: string, trx: Kysely<Database>): Promise<void> {
  const imageId = randomUUID();
  await insertProfileImage({ id: imageId, userId, contentType: 'image/webp', data: encoded, createdAt: now }, trx);
  await updateUser(userId, { profile_image_id: imageId, updated_at: now }, trx);
  await deleteProfileImagesExcept(userId, imageId, trx);
}

/**
 * Takes an uploaded picture (at most PROFILE_IMAGE_MAX_BYTES, which the route enforces while
 * reading) and stores it re-encoded as a 256×256 WebP.
 */
export async function replaceProfileImage(user: UserRow, body: Buffer): Promise<UserProfile> {
  const encoded = await encodeProfileImage(body);
  const updated = await writeTransaction(async (trx) => {
    await storeProfileImage(user.id, encoded, new Date().toISOString(), trx);
    return findUserById(user.id, trx);
  });
  return toUserProfile(updated!);
}

/** A stored picture by id, as the avatar route serves it. */
export async function findProfileImage(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await findImageRow(id);
  return row && { contentType: row.content_type, data: row.data };
}
