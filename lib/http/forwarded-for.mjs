// Plain JavaScript: scripts/server.mjs resolves the client's address in the server process itself,
// which runs without a TypeScript loader; lib/http/client-ip.ts reads it through the same function.

function normalise(address) {
  return (address ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The client's address: the connection's peer, walked back through as many X-Forwarded-For
 * entries as there are trusted proxy hops (TRUST_PROXY). Entries further left were written by
 * whoever sent the request and are never believed. Without a peer (`undefined`) the walk starts
 * from `unknown`, so that zero trusted hops gives `unknown`.
 */
export function resolveClientIp(socketAddress, forwardedFor, hops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const forwarded = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, normalise(socketAddress)];
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]);
}
