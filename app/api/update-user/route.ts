import { adminRoute, json } from '@/lib/http/route';
import { readMultipart } from '@/lib/http/request-input';
import { PROFILE_IMAGE_MAX_BYTES } from '@/lib/uploads/encode-profile-image';
import { updateUserAsAdmin } from '@/lib/users/update-user';
import { updateUserFormSchema } from '@/lib/validations/admin';

/** multipart/form-data: userId, username, email, role and an optional profileImage file. */
export const PUT = adminRoute({}, async ({ request, actor }) => {
  const { profileImage, ...fields } = await readMultipart(request, updateUserFormSchema, PROFILE_IMAGE_MAX_BYTES + 64 * 1024);
  return json(await updateUserAsAdmin(actor, fields, profileImage));
});
