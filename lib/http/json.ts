import 'server-only';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON answer, never cached unless the route's spec says otherwise. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}
