import 'server-only';

/**
 * Cache-Control of the public conversion API. Conversions depend only on the deployed data, so
 * shared caches may keep them for a day; a bad request is as deterministic as a good one, but a
 * chart may grow, so errors are kept for an hour.
 */
export const conversionCacheControl = {
  success: 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
  clientError: 'public, max-age=300, s-maxage=3600',
};
