import { z } from 'zod';
import { publicRoute } from '@/lib/http/route';
import { storedImageResponse } from '@/lib/http/stored-image';
import { findProfileImage } from '@/lib/users/profile-image';

export const GET = publicRoute({ params: z.object({ id: z.uuid() }) }, async ({ params }) =>
  storedImageResponse(await findProfileImage(params.id)),
);
