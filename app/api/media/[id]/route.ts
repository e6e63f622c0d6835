import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { publicRoute } from '@/lib/http/route';
import { readMedia } from '@/lib/media/upload-media';

/** An uploaded page image; the optimizer reads it from here to serve responsive widths. */
export const GET = publicRoute({ params: z.object({ id: z.uuid() }) }, async ({ params }) => {
  const image = await readMedia(params.id);
  if (!image) throw new ApiError(404, 'notFound', 'No such image.');
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      // An upload gets a new id, so an id's bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
