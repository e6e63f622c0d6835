import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { writeTransaction } from '@/lib/db/client';
import { deleteProfileImagesExcept, insertProfileImage } from '@/lib/db/queries/profile-images';
import { findUserById, updateUser } from '@/lib/db/queries/users';
import type { Database, UserRow } from '@/lib/db/schema';
import { encodeProfileImage, imageTooLarge, PROFILE_IMAGE_MAX_BYTES } from '@/lib/uploads/encode-profile-image';
import { readLimitedBody } from '@/lib/uploads/read-limited';
import { toUserProfile, type UserProfile } from './user-dto';

export { PROFILE_IMAGE_MAX_BYTES };

/** Makes an encoded picture the user's own, dropping the one it replaces. Stored in the database so every instance serves it. */
export async function storeProfileImage(userId: string, encoded: Buffer, now: string, trx: Kysely<Database>): Promise<void> {
  const imageId = randomUUID();
  await insertProfileImage({ id: imageId, userId, contentType: 'image/webp', data: encoded, createdAt: now }, trx);
  await updateUser(userId, { profile_image_id: imageId, updated_at: now }, trx);
  await deleteProfileImagesExcept(userId, imageId, trx);
}

/** Takes an uploaded picture (the raw body) and stores it re-encoded as a 256×256 WebP. */
export async function replaceProfileImage(user: UserRow, request: Request): Promise<UserProfile> {
  const body = await readLimitedBody(request, PROFILE_IMAGE_MAX_BYTES, imageTooLarge);
  const encoded = await encodeProfileImage(body);
  const updated = await writeTransaction(async (trx) => {
    await storeProfileImage(user.id, encoded, new Date().toISOString(), trx);
    return findUserById(user.id, trx);
  });
  return toUserProfile(updated!);
}
