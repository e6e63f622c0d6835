import { ApiError } from '@/lib/http/api-error';
import { json, userRoute } from '@/lib/http/route';
import { PROFILE_IMAGE_MAX_BYTES, replaceProfileImage } from '@/lib/users/profile-image';

/** The body is the image itself (Content-Type image/png, image/jpeg or image/webp). */
export const POST = userRoute(
  {
    bytes: true,
    maxBodyBytes: PROFILE_IMAGE_MAX_BYTES,
    tooLarge: () => new ApiError(413, 'invalidImage', 'The image is larger than 2 MB.'),
  },
  async ({ user, body }) => json(await replaceProfileImage(user, body)),
);
