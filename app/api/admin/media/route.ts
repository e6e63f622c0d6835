import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { readLimitedBytes } from '@/lib/http/read-body';
import { adminRoute, json } from '@/lib/http/route';
import { listMediaItems, MEDIA_MAX_BYTES, uploadMedia } from '@/lib/media/upload-media';

const tooLarge = () => new ApiError(413, 'invalidImage', 'The image is larger than 8 MB.');

export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () => json({ media: await listMediaItems() }));

/** POST ?name=: the body is the image itself (PNG, JPEG or WebP, at most 8 MB). */
export const POST = adminRoute(
  { query: z.strictObject({ name: z.string().trim().max(200).optional() }) },
  async ({ query, request, actor }) => {
    const body = await readLimitedBytes(request, MEDIA_MAX_BYTES, tooLarge);
    return json(await uploadMedia(actor, body, query.name ?? 'image'), 201);
  },
);
