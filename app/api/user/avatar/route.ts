import { withUser } from '@/lib/auth/guards';
import { json } from '@/lib/http/route';
import { replaceProfileImage } from '@/lib/users/profile-image';

/** The body is the image itself (Content-Type image/png, image/jpeg or image/webp). */
export const POST = withUser(async (request, user) => json(await replaceProfileImage(user, request)));
