import { findProfileImage } from '@/lib/db/queries/profile-images';
import { ApiError } from '@/lib/http/api-error';
import { route } from '@/lib/http/route';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const GET = route<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const { id } = await params;
  const image = UUID.test(id) ? await findProfileImage(id) : undefined;
  if (!image) throw new ApiError(404, 'notFound', 'No such image.');
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      // A new picture gets a new id, so an id's bytes never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
