import 'server-only';
import type { UserRow } from '@/lib/db/schema';

/** What the API tells a client about a user: never the password hash or internal counters. */
export type UserProfile = {
  _id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  profileImage: string | null;
  createdAt: string;
};

export function profileImageUrl(imageId: string | null): string | null {
  return imageId ? `/api/avatars/${imageId}` : null;
}

export function toUserProfile(user: Omit<UserRow, 'username_lower'>): UserProfile {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    profileImage: profileImageUrl(user.profile_image_id),
    createdAt: user.created_at,
  };
}
