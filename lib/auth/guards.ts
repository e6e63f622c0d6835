import { findUserById } from '@/lib/db/queries/users';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { route } from '@/lib/http/route';
import { bearerToken, verifyToken } from './tokens';

const unauthorized = () =>
  new ApiError(401, 'sessionExpired', 'Log in to continue.', {}, { 'WWW-Authenticate': 'Bearer' });

/**
 * The user behind a request's bearer token, re-read from the database every time: a banned,
 * deleted or logged-out-everywhere user is refused on the next request, whatever the token says.
 */
export async function authenticateRequest(request: Request): Promise<UserRow> {
  const token = bearerToken(request);
  const claims = token ? await verifyToken(token) : null;
  if (!claims) throw unauthorized();
  const user = await findUserById(claims.sub);
  if (!user || user.token_version !== claims.ver) throw unauthorized();
  if (user.banned) throw new ApiError(403, 'banned', 'This account has been suspended.', { reason: user.ban_reason ?? '' });
  return user;
}

type AuthedHandler<C> = (request: Request, user: UserRow, context: C) => Promise<Response>;

export function withUser<C>(handler: AuthedHandler<C>) {
  return route<C>(async (request, context) => handler(request, await authenticateRequest(request), context));
}

/** The role comes from the database, never from the token: a demoted admin loses access at once. */
export function withAdmin<C>(handler: AuthedHandler<C>) {
  return route<C>(async (request, context) => {
    const user = await authenticateRequest(request);
    if (user.role !== 'admin') throw new ApiError(403, 'forbidden', 'Administrators only.');
    return handler(request, user, context);
  });
}
