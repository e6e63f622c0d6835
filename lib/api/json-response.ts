/** Responses of the public HTTP API: JSON, readable from any origin, cached where deterministic. */

/** Conversions depend only on the deployed data, so shared caches may keep them for a day. */
export const CACHE_SUCCESS = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800';
/** A bad request is as deterministic as a good one, but a chart may grow, so errors are kept for an hour. */
export const CACHE_CLIENT_ERROR = 'public, max-age=300, s-maxage=3600';

export function jsonResponse(status: number, body: unknown, cacheControl: string): Response {
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': cacheControl,
      'Access-Control-Allow-Origin': '*',
    },
  });
}

/** The last resort of a route: log the cause, answer with a generic message, never a stack trace. */
export function internalError(route: string, error: unknown): Response {
  console.error(`${route} failed`, error);
  return Response.json(
    { error: 'internal-error', message: 'The conversion failed unexpectedly. Please try again later.' },
    { status: 500, headers: { 'Cache-Control': 'no-store' } },
  );
}
