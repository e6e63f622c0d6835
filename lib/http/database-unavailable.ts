import 'server-only';

// 57014: a statement cancelled by statement_timeout, the database being too slow to wait for.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '53300',
  '57014',
  'SQLITE_BUSY',
]);

/** Whether an error means the database cannot be reached right now (so: 503, try again). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout/i.test(error.message);
}
