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

/** Admits a request; returns its response and a way to finish it. */
function send(request: { method: string; url: string }) {
  const response = new FakeResponse();
  const admitted = shedder!.admit(request as never, response as never);
  return { admitted, response, finish: () => response.emit('close') };
}

describe('load shedder', () => {
  it('answers 503 with Retry-After beyond the bound of requests in flight, and admits again once one finishes', () => {
    shedder = createLoadShedder({ maxInFlight: 3 });
    const running = [send(post('/api/login')), send(get('/api/health')), send(get('/men?size=9'))];
    expect(running.every((request) => request.admitted)).toBe(true);
    const refused = send(post('/api/contact'));
    expect(refused.admitted).toBe(false);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers['Retry-After']).toBe('2');
    expect(JSON.parse(refused.response.body)).toEqual({
      error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
    });
    running[0]!.finish();
    expect(send(post('/api/contact')).admitted).toBe(true);
  });

  it('sheds cached pages and static files last', () => {
    shedder = createLoadShedder({ maxInFlight: 2 });
    send(get('/api/health'));
    send(get('/api/health'));
    expect(send(get('/api/health')).admitted).toBe(false);
    expect(send(get('/women')).admitted).toBe(true);
    expect(send(get('/_next/static/chunks/app.js')).admitted).toBe(true);
    expect(send(get('/fr/men')).admitted).toBe(false);
  });

  it('sheds while the event loop keeps lagging, not for one slow task, and recovers when it catches up', async () => {
    shedder = createLoadShedder({ maxInFlight: 100, maxLoopDelayMs: 50, windowMs: 300 });
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // A saturated process: nothing else runs.
      }
    };
    await delay(320);
    busy(120);
    await delay(400);
    expect(send(post('/api/login')).admitted).toBe(true);
    // Saturated: the loop gets a moment only between long tasks, for longer than a window.
    for (const started = performance.now(); performance.now() - started < 700;) {
      busy(100);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(shedder.stats().loopDelayMs).toBeGreaterThan(50);
    expect(send(post('/api/login')).admitted).toBe(false);
    await delay(700);
    expect(send(post('/api/login')).admitted).toBe(true);
  });

  it('sheds a crowd read late in a long turn of the event loop, cached pages only at twice that', async () => {
    shedder = createLoadShedder({ maxTurnMs: 50, minCrowd: 3 });
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // The loop is kept from turning, as while it reads one waiting connection after another.
      }
    };
    const sockets = Array.from({ length: 3 }, () => new EventEmitter());
    sockets.forEach((socket) => shedder!.connection(socket as never));
    await delay(20);
    busy(80);
    expect(send(post('/api/contact')).admitted).toBe(false);
    expect(send(get('/women')).admitted).toBe(true);
    // Once the loop has turned, requests are read at once again.
    await delay(30);
    expect(send(post('/api/contact')).admitted).toBe(true);
    // Two connections are no crowd: one slow task before a browser's few requests sheds nothing.
    sockets[0]!.emit('close');
    expect(shedder.stats().connections).toBe(2);
    await delay(20);
    busy(80);
    expect(send(post('/api/contact')).admitted).toBe(true);
  });

  it('answers a shed page request with a small page in its language, and the API with JSON', () => {
    shedder = createLoadShedder({ maxInFlight: 1 });
    send(post('/api/login'));
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
    expect(isShedLast(get('/api/convert?gender=men'))).toBe(false);
    expect(isShedLast(get('/dashboard/users'))).toBe(false);
    expect(isShedLast(get('/fr/dashboard'))).toBe(false);
    expect(isShedLast(post('/women'))).toBe(false);
  });
});
