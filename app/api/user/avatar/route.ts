import { ApiError } from '@/lib/http/api-error';
import { readLimitedBytes } from '@/lib/http/read-body';
import { json, userRoute } from '@/lib/http/route';
import { PROFILE_IMAGE_MAX_BYTES, replaceProfileImage } from '@/lib/users/profile-image';

const tooLarge = () => new ApiError(413, 'invalidImage', 'The image is larger than 2 MB.');

/** The body is the image itself (Content-Type image/png, image/jpeg or image/webp). */
export const POST = userRoute({}, async ({ user, request }) => {
  const image = await readLimitedBytes(request, PROFILE_IMAGE_MAX_BYTES, tooLarge);
  return json(await replaceProfileImage(user, image));
});
