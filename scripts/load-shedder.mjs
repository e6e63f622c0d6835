// Load shedding for the plain node:http server: when the process is saturated, a new request is
// answered 503 with Retry-After at once instead of waiting seconds in the queue. Self-contained:
// scripts/server.mjs only calls admit() first thing for each request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isDashboardPath, locales, splitLocalePrefix } from '../lib/i18n/locale-path.mjs';
import { STATIC_FILE } from './static-files.mjs';

/**
 * Static files and page views without a query are served from Next's cache (no rendering, no
 * database), so they are shed last: they get twice the room of everything else.
 */
export function isShedLast(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url ?? '/';
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/_next/static/') || STATIC_FILE.test(pathname)) return true;
  return !url.includes('?') && !isApiPath(pathname) && !isDashboardPath(pathname);
}

function isApiPath(pathname) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

const BUSY_JSON = JSON.stringify({ error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' } });

const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The small page a shed page request gets, in each language (messages/<locale>.json, ServerBusy). */
function busyPages() {
  const pages = new Map();
  for (const locale of locales) {
    const file = path.resolve(import.meta.dirname, '../messages', `${locale}.json`);
    const { title, text } = JSON.parse(readFileSync(file, 'utf8')).ServerBusy;
    pages.set(
      locale,
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    );
  }
  return pages;
}

/**
 * @param {object} [options]
 * @param {number} [options.maxInFlight] requests being answered at once before others are shed
 * @param {number} [options.maxLoopDelayMs] mean event-loop delay over the last window above which others are shed
 * @param {number} [options.maxTurnMs] how long the event loop may have been kept from turning when
 *   a request is read (requests read in that turn waited at least that long) before others are shed…
 * @param {number} [options.minCrowd] …while at least this many connections are open (counted
 *   through `connection(socket)`, which the server calls for each new one)
 * @param {number} [options.windowMs] how often the event-loop delay is read
 * @param {number} [options.retryAfterSeconds]
 */
export function createLoadShedder({
  maxInFlight = 96,
  maxLoopDelayMs = 500,
  maxTurnMs = 250,
  minCrowd = 32,
  windowMs = 1000,
  retryAfterSeconds = 2,
} = {}) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let loopDelayMs = 0;
  // The mean over a whole window: a loop that keeps lagging, not one slow render or GC pause.
  const sampler = setInterval(() => {
    loopDelayMs = histogram.count > 0 ? histogram.mean / 1e6 : 0;
    histogram.reset();
  }, windowMs);
  sampler.unref();
  // Under a flood the time goes before a request is read: while the event loop is kept from
  // turning, every connection waits, so a request read late in a long turn has waited that long.
  let turnStarted = performance.now();
  const turns = setInterval(() => {
    turnStarted = performance.now();
  }, 10);
  turns.unref();
  let connections = 0;
  let inFlight = 0;
  let shed = 0;
  const pages = busyPages();

  /** JSON for the API; a page in the request's language for everything else a browser asks for. */
  function refuse(request, response) {
    const pathname = (request.url ?? '/').split('?')[0];
    const json = isApiPath(pathname);
    response.writeHead(503, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    });
    response.end(json ? BUSY_JSON : pages.get(splitLocalePrefix(pathname).locale));
  }

  /** True when the request may go on; otherwise it has been answered 503. */
  function admit(request, response) {
    const factor = isShedLast(request) ? 2 : 1;
    // A crowd read late in a long turn; one slow render before a browser's few requests is not.
    const lateCrowd = connections >= minCrowd * factor && performance.now() - turnStarted > maxTurnMs * factor;
    if (inFlight >= maxInFlight * factor || loopDelayMs > maxLoopDelayMs * factor || lateCrowd) {
      shed += 1;
      refuse(request, response);
      return false;
    }
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
    return true;
  }

  /** Counts an open connection until it closes. */
  function connection(socket) {
    connections += 1;
    socket.once('close', () => {
      connections -= 1;
    });
  }

  return {
    admit,
    connection,
    stats: () => ({ inFlight, loopDelayMs, connections, shed }),
    close() {
      clearInterval(turns);
      clearInterval(sampler);
      histogram.disable();
    },
  };
}
