import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { adminRoute, json } from '@/lib/http/route';
import { listMediaItems, MEDIA_MAX_BYTES, uploadMedia } from '@/lib/media/upload-media';

export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () => json({ media: await listMediaItems() }));

/** POST ?name=: the body is the image itself (PNG, JPEG or WebP, at most 8 MB). */
export const POST = adminRoute(
  {
    query: z.strictObject({ name: z.string().trim().max(200).optional() }),
    bytes: true,
    maxBodyBytes: MEDIA_MAX_BYTES,
    tooLarge: () => new ApiError(413, 'invalidImage', 'The image is larger than 8 MB.'),
  },
  async ({ query, body, actor }) => json(await uploadMedia(actor, body, query.name ?? 'image'), 201),
);
