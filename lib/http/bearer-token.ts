import 'server-only';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header.trim()) : null;
  return match?.[1] ?? null;
}
