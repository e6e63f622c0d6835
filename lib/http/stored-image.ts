import 'server-only';
import { ApiError } from '@/lib/http/api-error';

/**
 * The answer for an image stored under an id (a profile picture, an uploaded page image): its
 * bytes with their type, cached for good because a new image always gets a new id, and inert if
 * opened on its own (nosniff, no active content). A missing one is a 404.
 */
export function storedImageResponse(image: { data: Uint8Array; contentType: string } | null | undefined): Response {
  if (!image) throw new ApiError(404, 'notFound', 'No such image.');
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
