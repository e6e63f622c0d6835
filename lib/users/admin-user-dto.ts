import 'server-only';
import type { UserRow } from '@/lib/db/schema';
import { profileImageUrl } from './user-dto';

/** A user as the admin dashboard's table shows them. */
export type AdminUser = {
  _id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  banned: boolean;
  banReason: string | null;
  profileImage: string | null;
  createdAt: string;
};

export function toAdminUser(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'banned' | 'ban_reason' | 'profile_image_id' | 'created_at'>,
): AdminUser {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    banned: Number(user.banned) === 1,
    banReason: user.ban_reason,
    profileImage: profileImageUrl(user.profile_image_id),
    createdAt: user.created_at,
  };
}
