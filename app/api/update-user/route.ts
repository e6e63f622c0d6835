import { adminRoute, json } from '@/lib/http/route';
import { PROFILE_IMAGE_MAX_BYTES } from '@/lib/media/encode-profile-image';
import { updateUserAsAdmin } from '@/lib/users/update-user';
import { updateUserFormSchema } from '@/lib/validations/admin';

/** multipart/form-data: userId, username, email, role and an optional profileImage file. */
export const PUT = adminRoute(
  { multipart: updateUserFormSchema, maxBodyBytes: PROFILE_IMAGE_MAX_BYTES + 64 * 1024 },
  async ({ body: { profileImage, ...fields }, actor }) => json(await updateUserAsAdmin(actor, fields, profileImage)),
);
