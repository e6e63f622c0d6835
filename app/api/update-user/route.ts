import { withAdmin } from '@/lib/auth/guards';
import { adminActor, readMultipart } from '@/lib/http/request-input';
import { json } from '@/lib/http/route';
import { PROFILE_IMAGE_MAX_BYTES } from '@/lib/uploads/encode-profile-image';
import { updateUserAsAdmin } from '@/lib/users/update-user';
import { updateUserFormSchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** multipart/form-data: userId, username, email, role and an optional profileImage file. */
export const PUT = withAdmin(async (request, admin) => {
  const { profileImage, ...fields } = parseInput(updateUserFormSchema, await readMultipart(request, PROFILE_IMAGE_MAX_BYTES + 64 * 1024));
  return json(await updateUserAsAdmin(adminActor(request, admin), fields, profileImage));
});
