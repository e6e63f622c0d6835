import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { writeTransaction } from '@/lib/db/client';
import { deleteProfileImagesExcept, findProfileImage as findImageRow, insertProfileImage } from '@/lib/db/queries/profile-images';
import { findUserById, updateUser } from '@/lib/db/queries/users';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { sniffImageType } from '@/lib/uploads/image-type';
import { toUserProfile, type UserProfile } from './user-dto';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_INPUT_PIXELS = 24_000_000;
const SIZE = 256;

const invalidImage = () => new ApiError(400, 'invalidImage', 'Send a PNG, JPEG or WebP image of at most 2 MB.');

/**
 * Takes an uploaded picture (at most PROFILE_IMAGE_MAX_BYTES, which the route enforces while
 * reading), checks what it really is, and stores a re-encoded 256×256 WebP: re-encoding drops
 * metadata and anything hidden in the original file. Stored in the database so that every
 * instance can serve it.
 */
export async function replaceProfileImage(user: UserRow, body: Buffer): Promise<UserProfile> {
  if (!sniffImageType(body)) throw invalidImage();
  let encoded: Buffer;
  try {
    encoded = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
  const imageId = randomUUID();
  const now = new Date().toISOString();
  const updated = await writeTransaction(async (trx) => {
    await insertProfileImage({ id: imageId, userId: user.id, contentType: 'image/webp', data: encoded, createdAt: now }, trx);
    await updateUser(user.id, { profile_image_id: imageId, updated_at: now }, trx);
    await deleteProfileImagesExcept(user.id, imageId, trx);
    return findUserById(user.id, trx);
  });
  return toUserProfile(updated!);
}

/** A stored picture by id, as the avatar route serves it. */
export async function findProfileImage(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await findImageRow(id);
  return row && { contentType: row.content_type, data: row.data };
}
