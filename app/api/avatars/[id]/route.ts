import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { publicRoute } from '@/lib/http/route';
import { findProfileImage } from '@/lib/users/profile-image';

export const GET = publicRoute({ params: z.object({ id: z.uuid() }) }, async ({ params }) => {
  const image = await findProfileImage(params.id);
  if (!image) throw new ApiError(404, 'notFound', 'No such image.');
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      // A new picture gets a new id, so an id's bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
