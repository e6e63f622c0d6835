import { json, userRoute } from '@/lib/http/route';
import { updateProfile } from '@/lib/users/account';
import { toUserProfile } from '@/lib/users/user-dto';
import { profileUpdateSchema } from '@/lib/validations/auth';

export const GET = userRoute({}, ({ user }) => json(toUserProfile(user)));

export const PATCH = userRoute({ body: profileUpdateSchema }, async ({ user, body, clientIp }) => json(await updateProfile(user, body, clientIp)));
