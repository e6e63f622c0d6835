import 'server-only';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { issueToken } from '@/lib/auth/tokens';
import { findUserByEmail, insertUser } from '@/lib/db/queries/users';
import type { SignupInput } from '@/lib/validations/auth';
import { emailTaken } from './errors';
import { toUserProfile, type UserProfile } from './user-dto';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function signUp(input: SignupInput, role: 'user' | 'admin' = 'user'): Promise<{ token: string; user: UserProfile }> {
  if (await findUserByEmail(input.email)) throw emailTaken();
  const now = new Date().toISOString();
  const user = {
    id: randomUUID(),
    username: input.username,
    email: input.email,
    email_lower: input.email.toLowerCase(),
    password_hash: await hashPassword(input.password),
    role,
    profile_image_id: null,
    ban_reason: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await insertUser(user);
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const token = await issueToken({ id: user.id, role, tokenVersion: 0 });
  return { token, user: toUserProfile({ ...user, banned: 0, token_version: 0 }) };
}

export { isUniqueViolation };
