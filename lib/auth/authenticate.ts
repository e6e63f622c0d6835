import 'server-only';
import { findUserById } from '@/lib/db/queries/users';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { logSecurityEvent } from '@/lib/security-log';
import { accountBanned } from '@/lib/users/errors';
import { verifyToken } from './tokens';

const unauthorized = () => new ApiError(401, 'sessionExpired', 'Log in to continue.', {}, { 'WWW-Authenticate': 'Bearer' });

/**
 * The user behind a bearer token, re-read from the database every time: a banned, deleted or
 * logged-out-everywhere user is refused on the next request, whatever the token says.
 */
export async function authenticate(token: string | null): Promise<UserRow> {
  const claims = token ? await verifyToken(token) : null;
  if (!claims) throw unauthorized();
  const user = await findUserById(claims.sub);
  if (!user || user.token_version !== claims.ver) throw unauthorized();
  if (user.banned) throw accountBanned(user.ban_reason);
  return user;
}

/** The role comes from the database row, never from the token: a demoted admin loses access at once. */
export async function authenticateAdmin(token: string | null, attempt?: { ip: string; route: string }): Promise<UserRow> {
  const refused = (account: string, error: ApiError) => {
    if (attempt)
      logSecurityEvent({ event: 'admin-access', outcome: 'refused', ip: attempt.ip, account, action: attempt.route, reason: error.code });
    return error;
  };
  let user: UserRow;
  try {
    user = await authenticate(token);
  } catch (error) {
    // An unreachable database is not a refusal: only the login's own answers are logged.
    throw error instanceof ApiError ? refused('', error) : error;
  }
  if (user.role !== 'admin') throw refused(user.id, new ApiError(403, 'forbidden', 'Administrators only.'));
  return user;
}
