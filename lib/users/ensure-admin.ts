import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { writeTransaction } from '@/lib/db/client';
import { countAdmins, findUserByEmail, raiseTokenVersion, updateUser } from '@/lib/db/queries/users';
import { ApiError } from '@/lib/http/api-error';
import { emailSchema, passwordSchema } from '@/lib/validations/auth';
import { signUp } from './sign-up';

export type AdminOutcome =
  | { action: 'created' | 'promoted' | 'password reset' | 'unchanged'; email: string }
  | { action: 'generated'; email: string; password: string }
  | { action: 'skipped' };

export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/** Runs a sign-up; false when the address was taken meanwhile (the unique index decides races). */
async function createdUnlessTaken(signUpNow: () => Promise<unknown>): Promise<boolean> {
  try {
    await signUpNow();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'emailTaken') return false;
    throw error;
  }
}

/**
 * Creates `email` as an administrator, or promotes the existing account. With `resetPassword`,
 * an existing account's password is replaced (the operator's explicit command-line request);
 * at start-up it is left alone so that a password changed on the profile page survives restarts.
 */
export async function setAdminAccount(
  email: string,
  password: string | undefined,
  { resetPassword = true }: { resetPassword?: boolean } = {},
): Promise<Extract<AdminOutcome, { email: string }>> {
  const address = emailSchema.safeParse(email);
  if (!address.success) throw new Error(`Not a valid email address: ${email}`);
  if (password !== undefined && !passwordSchema.safeParse(password).success) {
    throw new Error('The administrator password must be 8 to 128 characters long.');
  }
  let existing = await findUserByEmail(address.data);
  if (!existing) {
    if (!password) throw new Error(`No account exists for ${address.data}: give a password to create it.`);
    const username = address.data.split('@')[0]!.slice(0, 40).padEnd(2, '_');
    const created = await createdUnlessTaken(() => signUp({ username, email: address.data, password, confirmPassword: password }, 'admin'));
    if (created) return { action: 'created', email: address.data };
    // Another instance starting at the same moment created it first: promote that account instead.
    existing = await findUserByEmail(address.data);
    if (!existing) throw new Error(`The account ${address.data} was taken and is gone again; start again.`);
  }
  const promote = existing.role !== 'admin';
  const reset = resetPassword && password !== undefined;
  if (!promote && !reset) return { action: 'unchanged', email: address.data };
  const now = new Date().toISOString();
  await writeTransaction(async (trx) => {
    await updateUser(existing.id, { role: 'admin', ...(reset && { password_hash: await hashPassword(password!) }), updated_at: now }, trx);
    // A new password logs out the sessions that knew the old one.
    if (reset) await raiseTokenVersion(existing.id, now, trx);
  });
  return { action: promote ? 'promoted' : 'password reset', email: address.data };
}

/**
 * Start-up check that the site has an administrator. With ADMIN_EMAIL (and ADMIN_PASSWORD) set,
 * creates or promotes that account; with neither and no admin yet, creates one with a random
 * password for the caller to print once. Idempotent.
 */
export async function ensureAdmin(email: string | undefined, password: string | undefined): Promise<AdminOutcome> {
  if (email) return setAdminAccount(email, password, { resetPassword: false });
  if (password) throw new Error('ADMIN_PASSWORD is set but ADMIN_EMAIL is not: set both, or neither.');
  if ((await countAdmins()) > 0) return { action: 'skipped' };
  const generated = randomBytes(18).toString('base64url');
  const created = await createdUnlessTaken(() =>
    signUp({ username: 'admin', email: GENERATED_ADMIN_EMAIL, password: generated, confirmPassword: generated }, 'admin'),
  );
  if (created) return { action: 'generated', email: GENERATED_ADMIN_EMAIL, password: generated };
  // Another instance starting at the same moment generated it (and prints its password).
  if ((await countAdmins()) > 0) return { action: 'skipped' };
  throw new Error(`${GENERATED_ADMIN_EMAIL} exists but is not an administrator: set ADMIN_EMAIL and ADMIN_PASSWORD.`);
}
