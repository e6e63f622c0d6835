import { z } from 'zod';
import { publicRoute } from '@/lib/http/route';
import { storedImageResponse } from '@/lib/http/stored-image';
import { readMedia } from '@/lib/media/upload-media';

/** An uploaded page image; the optimizer reads it from here to serve responsive widths. */
export const GET = publicRoute({ params: z.object({ id: z.uuid() }) }, async ({ params }) =>
  storedImageResponse(await readMedia(params.id)),
);
