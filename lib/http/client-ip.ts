import 'server-only';
import { serverEnv } from '@/lib/env';

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
  // Served by plain `next start` (not the supported entry point): only trust proxies if told to.
  const hops = serverEnv().trustedProxyHops;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (hops > 0 && forwarded.length >= hops) return forwarded[forwarded.length - hops]!;
  return 'unknown';
}
