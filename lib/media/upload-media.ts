import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { findMedia, insertMedia, listMedia } from '@/lib/db/queries/media';
import { ApiError } from '@/lib/http/api-error';
import { sniffImageType } from '@/lib/media/image-type';
import { recordContentAudit, type ContentActor } from '@/lib/content/admin-audit';

export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
/** The largest width the image optimizer serves (next.config images.deviceSizes). */
const MAX_WIDTH = 3840;

export type MediaItem = { id: string; url: string; name: string; width: number; height: number; byteSize: number; createdAt: string };

const invalidImage = () => new ApiError(400, 'invalidImage', 'Send a PNG, JPEG or WebP image of at most 8 MB.');

const toItem = (row: { id: string; name: string; width: number; height: number; byte_size: number; created_at: string }): MediaItem => ({
  id: row.id,
  url: `/api/media/${row.id}`,
  name: row.name,
  width: row.width,
  height: row.height,
  byteSize: row.byte_size,
  createdAt: row.created_at,
});

/**
 * Stores a page image: checked by its content (PNG, JPEG or WebP, never by its name), re-encoded to
 * WebP no wider than 3840 px (which drops metadata and anything hidden in the file), and kept in the
 * database so every instance serves it. Pages show it through the image optimizer in responsive widths.
 */
export async function uploadMedia(actor: ContentActor, body: Buffer, name: string): Promise<MediaItem> {
  if (!sniffImageType(body)) throw invalidImage();
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidImage();
  }
  const row = {
    id: randomUUID(),
    name: name.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || 'image',
    content_type: 'image/webp',
    width: encoded.info.width,
    height: encoded.info.height,
    byte_size: encoded.data.byteLength,
    data: encoded.data,
    created_at: new Date().toISOString(),
  };
  await insertMedia(row);
  await recordContentAudit({
    actor,
    action: 'media.upload',
    target: row.id,
    details: { name: row.name, width: row.width, height: row.height },
  });
  return toItem(row);
}

export async function listMediaItems(): Promise<MediaItem[]> {
  return (await listMedia()).map(toItem);
}

export async function readMedia(id: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await findMedia(id);
  return row && { contentType: row.content_type, data: row.data };
}
