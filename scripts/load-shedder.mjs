// Load shedding for the plain node:http server: when the process is saturated, a request is
// answered 503 with Retry-After within a bounded wait instead of waiting seconds in the queue.
// Self-contained: scripts/server.mjs hands it the server and its request handler (serve()).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isDashboardPath, locales, splitLocalePrefix } from '../lib/i18n/locale-path.mjs';
import { STATIC_FILE } from './static-files.mjs';

/**
 * Static files and page views without a query are served from Next's cache (no rendering, no
 * database), so they are shed last: they get twice the room of everything else. Next's router
 * adds `_rsc` to the address of a page's flight data, which is cached as the page is.
 */
export function isShedLast(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const [pathname, query = ''] = (request.url ?? '/').split('?');
  if (pathname.startsWith('/_next/static/') || STATIC_FILE.test(pathname)) return true;
  const params = new URLSearchParams(query);
  params.delete('_rsc');
  return params.size === 0 && !isApiPath(pathname) && !isDashboardPath(pathname);
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
 * Requests wait in a queue of this module's own rather than in the event loop: each turn of the
 * loop starts one request (then the loop turns again), so the loop keeps reading the network.
 * Node (libuv 1.45 and later) accepts one new connection per turn of the event loop, and a turn
 * that starts every request read in it lasts as long as all their renders together: under a flood
 * most connections then wait unseen in the kernel's accept queue (measured: 180 of 200 connections,
 * accepted one every 0.6 s). A request that has waited too long in the queue is answered 503.
 *
 * @param {object} [options]
 * @param {number} [options.maxInFlight] API requests being answered at once; more wait in the queue
 * @param {number} [options.maxRenders] pages being rendered at once (a page with a query, the
 *   dashboard): a render's pieces run in later turns, so many at once make every turn long again
 *   (measured on /men?… under 200 connections: 4 at once left 120 connections unaccepted for 10 s)
 * @param {number} [options.maxWaitMs] how long a request may wait in the queue before it is shed
 * @param {number} [options.maxQueued] requests waiting at once; beyond it a new one is shed at once
 * @param {number} [options.minCrowd] requests waiting or in flight below which nothing is shed for
 *   its wait or the loop's delay: a few browsers on a machine starved by other processes wait, a flood is shed
 * @param {number} [options.maxLoopDelayMs] mean event-loop delay over the last window above which new requests are shed at once
 * @param {number} [options.windowMs] how often the event-loop delay is read
 * @param {number} [options.acceptFirstMs] while new connections keep being accepted (one each turn),
 *   a request other than a render starts at most once in this time; a render waits for the burst to end
 * @param {number} [options.deadlineMs] in a crowd, a waiting request is shed once its wait plus the
 *   time its lane's requests took lately (the slowest of the last eight) would pass this
 * @param {number} [options.retryAfterSeconds]
 * Cached pages and static files get twice each bound and wait in a lane of their own, so they are
 * the last to be shed; each turn starts the request that has waited longest, and the renders
 * Next's router prefetches only when no render someone asked for waits.
 */
export function createLoadShedder({
  maxInFlight = 96,
  maxRenders = 2,
  maxWaitMs = 500,
  maxQueued = 256,
  minCrowd = 32,
  maxLoopDelayMs = 500,
  windowMs = 1000,
  acceptFirstMs = 50,
  deadlineMs = 1500,
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
  // Lanes, first come first served in each: cached pages and static files, the API, renders
  // someone asked for, renders Next's router prefetches (shed first).
  const renders = { inFlight: 0, limit: maxRenders };
  const lane = (factor, slots) => ({ factor, waiting: [], slots, lately: [] });
  const lanes = [
    lane(2, { inFlight: 0, limit: 2 * maxInFlight }),
    lane(1, { inFlight: 0, limit: maxInFlight }),
    lane(1, renders),
    lane(1, renders),
  ];
  // How long the lane's requests took to answer lately: the slowest of its last few.
  const expectedMs = (lane) => Math.max(0, ...lane.lately);
  const laneOf = (request) => {
    if (isShedLast(request)) return lanes[0];
    if (isApiPath((request.url ?? '/').split('?')[0])) return lanes[1];
    return request.headers?.['next-router-prefetch'] ? lanes[3] : lanes[2];
  };
  const startable = (lane) => lane.waiting.length > 0 && lane.slots.inFlight < lane.slots.limit;
  // Of the lanes that may start, the one whose first request has waited longest: a lane first in
  // a fixed order would starve the others while it never emptied (measured: two connections asking
  // for a cached page kept the API waiting up to 5 s). Prefetches wait for the renders someone asked for.
  const next = (candidates) =>
    candidates
      .filter((lane) => lane !== lanes[3] || !candidates.includes(lanes[2]))
      .reduce((oldest, lane) => (oldest === undefined || lane.waiting[0].at < oldest.waiting[0].at ? lane : oldest), undefined);
  let shed = 0;
  let turnScheduled = false;
  let acceptedSinceTurn = false;
  let lastStart = performance.now();
  const pages = busyPages();
  // A connection's first request has waited since the connection was accepted.
  const acceptedAt = new WeakMap();
  // Requests that wait for a slot in flight are shed on time even when no turn is due.
  const sweeper = setInterval(() => shedStale(performance.now()), 100);
  sweeper.unref();

  /** JSON for the API; a page in the request's language for everything else a browser asks for. */
  function refuse(request, response) {
    shed += 1;
    const pathname = (request.url ?? '/').split('?')[0];
    const json = isApiPath(pathname);
    response.writeHead(503, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    });
    response.end(json ? BUSY_JSON : pages.get(splitLocalePrefix(pathname).locale));
  }

  const crowd = () =>
    lanes.reduce((sum, lane) => sum + lane.waiting.length, 0) + lanes[0].slots.inFlight + lanes[1].slots.inFlight + renders.inFlight;

  function shedStale(now) {
    if (crowd() <= minCrowd) return;
    for (const lane of lanes) {
      // With nothing of its kind in flight the oldest may start even when late: the lane's
      // expected time is renewed only by requests that finish.
      const late = lane.slots.inFlight > 0 ? deadlineMs - expectedMs(lane) : Infinity;
      const stale = lane.waiting.filter(({ at }) => now - at > Math.min(maxWaitMs * lane.factor, late));
      if (stale.length === 0) continue;
      lane.waiting = lane.waiting.filter((waiting) => !stale.includes(waiting));
      for (const { request, response } of stale) if (!request.socket.destroyed) refuse(request, response);
    }
  }

  function scheduleTurn() {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(turn);
  }

  /** One turn of the event loop: shed what waited too long, then start at most one request. */
  function turn() {
    turnScheduled = false;
    const now = performance.now();
    shedStale(now);
    // A connection accepted in the last turn may have others behind it: accept them first. No
    // render starts meanwhile (its pieces would lengthen the turns that accept), anything else at
    // most once in acceptFirstMs.
    const accepting = acceptedSinceTurn;
    acceptedSinceTurn = false;
    const lane = next(
      lanes.filter((lane) => startable(lane) && !(accepting && (lane.slots === renders || now - lastStart < acceptFirstMs))),
    );
    if (lane) {
      const { request, response, handler } = lane.waiting.shift();
      if (!request.socket.destroyed) start(lane, request, response, handler);
    }
    if (lanes.some(startable)) scheduleTurn();
  }

  function start(lane, request, response, handler) {
    const startedAt = performance.now();
    lastStart = startedAt;
    lane.slots.inFlight += 1;
    response.once('close', () => {
      lane.slots.inFlight -= 1;
      lane.lately.push(performance.now() - startedAt);
      if (lane.lately.length > 8) lane.lately.shift();
      if (lanes.some(startable)) scheduleTurn();
    });
    handler(request, response);
  }

  /** Queues the request for `handler`, or answers it 503 at once when the process is saturated. */
  function admit(request, response, handler) {
    const lane = laneOf(request);
    const lagging = loopDelayMs > maxLoopDelayMs * lane.factor && crowd() > minCrowd;
    if (lagging || lane.waiting.length >= maxQueued * lane.factor) {
      refuse(request, response);
      return;
    }
    const at = acceptedAt.get(request.socket) ?? performance.now();
    acceptedAt.delete(request.socket);
    lane.waiting.push({ request, response, handler, at });
    scheduleTurn();
  }

  return {
    /** Serves `server`'s requests with `handler`, through the queue. */
    serve(server, handler) {
      server.on('connection', (socket) => {
        acceptedAt.set(socket, performance.now());
        acceptedSinceTurn = true;
        scheduleTurn();
      });
      server.on('request', (request, response) => admit(request, response, handler));
    },
    admit,
    stats: () => ({
      crowd: crowd(),
      loopDelayMs,
      shed,
    }),
    close() {
      clearInterval(sweeper);
      clearInterval(sampler);
      histogram.disable();
    },
  };
}
