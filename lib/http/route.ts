import { ApiError, apiErrorResponse } from './api-error';

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '53300', 'SQLITE_BUSY']);

/** Whether an error means the database cannot be reached right now (so: 503, try again). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(error.message);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: expected failures become their JSON error, an unreachable database a
 * quick 503, and anything else a generic 500 with a log line, never a stack trace.
 */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) return apiErrorResponse(error);
      if (isDatabaseUnavailable(error)) {
        console.error(`${request.method} ${new URL(request.url).pathname}: database unavailable:`, (error as Error).message);
        return apiErrorResponse(new ApiError(503, 'unavailable', 'The service is temporarily unavailable.', {}, { 'Retry-After': '5' }));
      }
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return apiErrorResponse(new ApiError(500, 'generic', 'Something went wrong. Please try again.'));
    }
  };
}

/** Reads a JSON or form body; a body that is neither, or malformed, is a 400. */
export async function readBody(request: Request, maxBytes = 64 * 1024): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new ApiError(413, 'invalidInput', 'The request body is too large.');
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const text = await request.text();
      if (text.length > maxBytes) throw new ApiError(413, 'invalidInput', 'The request body is too large.');
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
  }
  throw new ApiError(400, 'invalidInput', 'Send a JSON object (Content-Type: application/json).');
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
