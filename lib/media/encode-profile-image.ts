import 'server-only';
import sharp from 'sharp';
import { ApiError } from '@/lib/http/api-error';
import { sniffImageType } from './image-type';

export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_INPUT_PIXELS = 24_000_000;
const SIZE = 256;

export const invalidImage = () => new ApiError(400, 'invalidImage', 'Send a PNG, JPEG or WebP image of at most 2 MB.');
export const imageTooLarge = () => new ApiError(413, 'invalidImage', 'The image is larger than 2 MB.');

/**
 * Checks what an uploaded picture really is (by its bytes, not its name or declared type) and
 * re-encodes it as a 256×256 WebP: re-encoding drops metadata and anything hidden in the file.
 */
export async function encodeProfileImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) throw imageTooLarge();
  if (!sniffImageType(bytes)) throw invalidImage();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SIZE, SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}
