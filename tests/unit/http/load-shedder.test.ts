import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoadShedder, isShedLast } from '@/scripts/load-shedder.mjs';
import { isDashboardPath } from '@/lib/i18n/request-path';
import french from '@/messages/fr.json';

class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string> = {};
  body = '';
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  end(body: string) {
    this.body = body;
  }
}

const get = (url: string) => ({ method: 'GET', url });
const post = (url: string) => ({ method: 'POST', url });

let shedder: ReturnType<typeof createLoadShedder> | undefined;
afterEach(() => shedder?.close());

/** One turn of the event loop (the shedder starts at most one request per turn). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Hands a request to the shedder; `started` tells whether the handler got it. */
function send(request: { method: string; url: string; headers?: Record<string, string> }) {
  const response = new FakeResponse();
  const sent = { response, started: false, finish: () => response.emit('close') };
  shedder!.admit({ headers: {}, ...request, socket: { destroyed: false } } as never, response as never, () => {
    sent.started = true;
  });
  return sent;
}

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A saturated process: nothing else runs.
  }
};

describe('load shedder', () => {
  it('starts one request per turn of the event loop, so the loop keeps reading the network in between', async () => {
    shedder = createLoadShedder();
    const requests = [send(get('/men')), send(get('/women')), send(get('/kids'))];
    expect(requests.map((request) => request.started)).toEqual([false, false, false]);
    await turn();
    expect(requests.map((request) => request.started)).toEqual([true, false, false]);
    await turn();
    await turn();
    expect(requests.map((request) => request.started)).toEqual([true, true, true]);
  });

  it('keeps requests beyond the bound in flight waiting, starts the next when one finishes, and answers 503 with Retry-After to one that waited too long', async () => {
    shedder = createLoadShedder({ maxInFlight: 2, maxWaitMs: 150, minCrowd: 0 });
    const running = [send(post('/api/login')), send(get('/api/health'))];
    const waiting = send(post('/api/contact'));
    for (let i = 0; i < 4; i++) await turn();
    expect(running.every((request) => request.started)).toBe(true);
    expect(waiting.started).toBe(false);
    running[0]!.finish();
    await turn();
    expect(waiting.started).toBe(true);
    expect(waiting.response.status).toBe(0);

    const late = send(post('/api/contact'));
    await delay(250);
    expect(late.started).toBe(false);
    expect(late.response.status).toBe(503);
    expect(late.response.headers['Retry-After']).toBe('2');
    expect(JSON.parse(late.response.body)).toEqual({
      error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
    });
  });

  it('sheds after a wait in the queue however busy the loop was; cached pages and static files only after twice the wait', async () => {
    shedder = createLoadShedder({ maxWaitMs: 100, minCrowd: 0 });
    const api = send(get('/api/health'));
    const prefetch = send({ ...get('/dashboard/users'), headers: { 'next-router-prefetch': '1' } });
    const render = send(get('/men?size=9'));
    const cached = send(get('/women'));
    const script = send(get('/_next/static/chunks/app.js'));
    // The loop is kept from turning (a long render) while they wait.
    busy(150);
    await turn();
    expect([api.response.status, prefetch.response.status, render.response.status]).toEqual([503, 503, 503]);
    // The cached lane goes first: one started, the other still within its (doubled) wait.
    expect([cached.started, script.started]).toEqual([true, false]);
    await turn();
    expect(script.started).toBe(true);
    expect(script.response.status).toBe(0);
  });

  it('sheds for a long wait or a lagging loop only in a crowd: a few requests on a starved machine wait', async () => {
    shedder = createLoadShedder({ maxWaitMs: 100, maxLoopDelayMs: 50, windowMs: 200, minCrowd: 3 });
    const few = [send(get('/api/health')), send(get('/api/user'))];
    busy(300);
    await delay(250);
    expect(few.every((request) => request.started && request.response.status === 0)).toBe(true);
    const crowd = [1, 2, 3, 4].map(() => send(get('/api/health')));
    busy(150);
    await turn();
    expect(crowd.filter((request) => request.response.status === 503).length).toBeGreaterThan(0);
  });

  it('starts the request that has waited longest, whatever its lane, so cached pages that keep coming never starve the API', async () => {
    shedder = createLoadShedder();
    const api = send(get('/api/health'));
    const page = send(get('/fr/men'));
    await turn();
    expect([api.started, page.started]).toEqual([true, false]);
    await turn();
    expect(page.started).toBe(true);
    // A cached page waiting at every turn (connections asking for it again and again).
    const pages = [send(get('/men'))];
    const convert = send(get('/api/convert?gender=men'));
    for (let i = 0; i < 3; i++) {
      pages.push(send(get('/men')));
      await turn();
    }
    expect(convert.started).toBe(true);
  });

  it('renders a few pages at once, while the API and cached pages go on, and prefetches after the pages asked for', async () => {
    shedder = createLoadShedder({ maxRenders: 1 });
    const first = send(get('/men?size=9'));
    const prefetch = send({ ...get('/dashboard/notifications'), headers: { 'next-router-prefetch': '1' } });
    const second = send(get('/dashboard/users'));
    const api = send(get('/api/convert?gender=men'));
    const cached = send(get('/kids'));
    for (let i = 0; i < 4; i++) await turn();
    expect([first.started, second.started, prefetch.started, api.started, cached.started]).toEqual([true, false, false, true, true]);
    first.finish();
    await turn();
    expect([second.started, prefetch.started]).toEqual([true, false]);
    second.finish();
    await turn();
    expect(prefetch.started).toBe(true);
  });

  it('starts no render while connections are being accepted, and other requests at most once in the accept window', async () => {
    shedder = createLoadShedder({ acceptFirstMs: 100 });
    const server = new EventEmitter();
    shedder.serve(server as never, () => {});
    // A connection accepted before each turn, as in a burst.
    const accept = () => server.emit('connection', {});
    const render = send(get('/men?size=9'));
    const cached = send(get('/women'));
    const api = send(get('/api/health'));
    for (let i = 0; i < 3; i++) {
      accept();
      await turn();
    }
    expect([cached.started, api.started, render.started]).toEqual([false, false, false]);
    // Still accepting once the window has passed: one request starts, never a render.
    busy(120);
    accept();
    await turn();
    accept();
    await turn();
    expect([cached.started, api.started, render.started]).toEqual([true, false, false]);
    // A render alone in the queue waits for the burst to end, however long it lasts.
    busy(120);
    accept();
    await turn();
    expect([api.started, render.started]).toEqual([true, false]);
    busy(120);
    accept();
    await turn();
    expect(render.started).toBe(false);
    // The burst is over: the render starts.
    await turn();
    expect(render.started).toBe(true);
  });

  it('sheds a waiting render early when the renders of late would finish it past the deadline', async () => {
    shedder = createLoadShedder({ maxRenders: 1, maxWaitMs: 1000, deadlineMs: 400, minCrowd: 0 });
    const slow = send(get('/men?size=8'));
    await turn();
    expect(slow.started).toBe(true);
    await delay(300);
    slow.finish();
    // Renders take about 300 ms lately: one waiting behind a render in flight is shed once its wait passes 100 ms.
    const running = send(get('/men?size=9'));
    await turn();
    expect(running.started).toBe(true);
    const waiting = send(get('/men?size=10'));
    await delay(50);
    await turn();
    expect(waiting.response.status).toBe(0);
    await delay(150);
    await turn();
    expect(waiting.started).toBe(false);
    expect(waiting.response.status).toBe(503);
    // With no render in flight the oldest starts however late, so the lane's time is measured again.
    running.finish();
    const alone = send(get('/men?size=11'));
    await delay(200);
    await turn();
    expect([alone.started, alone.response.status]).toEqual([true, 0]);
  });

  it('answers at once beyond the bound of waiting requests, cached pages at twice the bound', () => {
    shedder = createLoadShedder({ maxQueued: 1 });
    send(get('/api/health'));
    expect(send(get('/api/health')).response.status).toBe(503);
    send(get('/women'));
    expect(send(get('/men')).response.status).toBe(0);
    expect(send(get('/kids')).response.status).toBe(503);
  });

  it('sheds at once while the event loop keeps lagging, not for one slow task, and recovers when it catches up', async () => {
    shedder = createLoadShedder({ maxLoopDelayMs: 50, windowMs: 300, minCrowd: 0 });
    await delay(320);
    busy(120);
    await delay(400);
    expect(send(post('/api/login')).response.status).toBe(0);
    // Saturated: the loop gets a moment only between long tasks, for longer than a window.
    for (const started = performance.now(); performance.now() - started < 700;) {
      busy(100);
      await turn();
    }
    expect(shedder.stats().loopDelayMs).toBeGreaterThan(50);
    expect(send(post('/api/login')).response.status).toBe(503);
    await delay(700);
    expect(send(post('/api/login')).response.status).toBe(0);
  });

  it('answers a shed page request with a small page in its language, and the API with JSON', () => {
    shedder = createLoadShedder({ maxQueued: 0 });
    const page = send(post('/fr/contact')).response;
    expect(page.status).toBe(503);
    expect(page.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(page.headers['Retry-After']).toBe('2');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(`<h1>${french.ServerBusy.title}</h1>`);
    const english = send(get('/dashboard/users?page=2')).response;
    expect(english.body).toContain('<html lang="en">');
    const api = send(post('/api/contact')).response;
    expect(api.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(api.body).error.code).toBe('unavailable');
  });

  it('reads the dashboard by the rule the app uses (lib/i18n/request-path.ts)', () => {
    for (const url of ['/dashboard', '/dashboard/', '/ko/dashboard/users', '/dashboard-tips', '/xx/dashboard', '/fr/dashboards']) {
      expect({ url, shedLast: isShedLast(get(url)) }).toEqual({ url, shedLast: !isDashboardPath(url) });
    }
  });

  it('knows which requests are served from the cache', () => {
    expect(isShedLast(get('/'))).toBe(true);
    expect(isShedLast(get('/ja/country/japanese'))).toBe(true);
    expect(isShedLast(get('/favicon.ico'))).toBe(true);
    expect(isShedLast(get('/men?gender=men&system=us&size=9'))).toBe(false);
    // Next's router asks for a page's flight data with `_rsc`; it is cached with the page.
    expect(isShedLast(get('/fr/men?_rsc=1x2y3'))).toBe(true);
    expect(isShedLast(get('/men?_rsc=1x2y3&size=9'))).toBe(false);
    expect(isShedLast(get('/dashboard/users?_rsc=1x2y3'))).toBe(false);
    expect(isShedLast(get('/api/convert?gender=men'))).toBe(false);
    expect(isShedLast(get('/dashboard/users'))).toBe(false);
    expect(isShedLast(get('/fr/dashboard'))).toBe(false);
    expect(isShedLast(post('/women'))).toBe(false);
  });
});
