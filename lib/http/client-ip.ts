import 'server-only';
import { serverEnv } from '@/lib/env';
import { resolveClientIp } from './forwarded-for.mjs';

/** Set by scripts/server.mjs from the TCP connection; a client cannot forge it through that server. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/**
 * The client's address for rate limiting. scripts/server.mjs resolves it from the socket, and from
 * X-Forwarded-For only for as many hops as TRUST_PROXY says are ours. A client-supplied
 * X-Forwarded-For is never believed on its own.
 */
export function clientIp(request: Request): string {
  const fromServer = request.headers.get(CLIENT_IP_HEADER);
  if (fromServer) return fromServer;
  // Served by plain `next start` (not the supported entry point): the same walk, without a socket.
  return resolveClientIp(undefined, request.headers.get('x-forwarded-for'), serverEnv().trustedProxyHops);
}
