// Load shedding for the plain node:http server: when the process is saturated, a new request is
// answered 503 with Retry-After at once instead of waiting seconds in the queue. Self-contained:
// scripts/server.mjs only calls admit() first thing for each request.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const STATIC_PATH = /^\/(?:_next\/static\/|.*\.(?:css|js|mjs|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|webmanifest)$)/;

/**
 * Static files and page views without a query are served from Next's cache (no rendering, no
 * database), so they are shed last: they get twice the room of everything else.
 */
export function isShedLast(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  if (STATIC_PATH.test(url.split('?')[0])) return true;
  return !url.includes('?') && !url.startsWith('/api/') && !url.startsWith('/dashboard') && !/^\/[a-z]{2}\/dashboard/.test(url);
}

const BUSY_BODY = JSON.stringify({ error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' } });

/**
 * @param {object} [options]
 * @param {number} [options.maxInFlight] requests being answered at once before others are shed
 * @param {number} [options.maxLoopDelayMs] mean event-loop delay over the last window above which others are shed
 * @param {number} [options.windowMs] how often the event-loop delay is read
 * @param {number} [options.retryAfterSeconds]
 */
export function createLoadShedder({ maxInFlight = 96, maxLoopDelayMs = 500, windowMs = 1000, retryAfterSeconds = 2 } = {}) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let loopDelayMs = 0;
  // The mean over a whole window: a loop that keeps lagging, not one slow render or GC pause.
  const sampler = setInterval(() => {
    loopDelayMs = histogram.count > 0 ? histogram.mean / 1e6 : 0;
    histogram.reset();
  }, windowMs);
  sampler.unref();
  let inFlight = 0;
  let shed = 0;

  /** True when the request may go on; otherwise it has been answered 503. */
  function admit(request, response) {
    const factor = isShedLast(request) ? 2 : 1;
    if (inFlight >= maxInFlight * factor || loopDelayMs > maxLoopDelayMs * factor) {
      shed += 1;
      response.writeHead(503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(retryAfterSeconds),
      });
      response.end(BUSY_BODY);
      return false;
    }
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
    return true;
  }

  return {
    admit,
    stats: () => ({ inFlight, loopDelayMs, shed }),
    close() {
      clearInterval(sampler);
      histogram.disable();
    },
  };
}
