import 'server-only';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON answer, never cached unless the route's spec says otherwise. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** The same, for a body already serialized (an answer whose text is remembered). */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': 'no-store', ...headers },
  });
}
