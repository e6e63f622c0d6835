import { signUp } from '@/lib/users/sign-up';

export const testPassword = 'correct horse battery';

/** An account made straight through the sign-up function (no per-address rate limit), with its token. */
export async function createAccount(email: string, options: { role?: 'user' | 'admin'; username?: string } = {}) {
  const username = options.username ?? email.split('@')[0]!;
  const { token, user } = await signUp({ username, email, password: testPassword, confirmPassword: testPassword }, options.role ?? 'user');
  return { token, id: user._id, email, username };
}
