import { once } from 'node:events';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveClientIp } from '@/lib/http/forwarded-for.mjs';
import { acceptsBrotli, createBrotliFront, createCompressedCache } from '../../scripts/brotli-front.mjs';

/** How many times the front has called zlib's one-shot Brotli compression (its quality-11 pass). */
const compressions = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const brotliCompress = (...args: Parameters<typeof zlib.brotliCompress>) => {
    compressions.count++;
    return zlib.brotliCompress(...args);
  };
  return { ...zlib, default: { ...zlib, brotliCompress }, brotliCompress };
});

/** A page big enough to compress, different on every line so the test sees every byte. */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p>row ${i} ${(i * 7919) % 1013}</p>`).join('')}</body></html>`,
);
const png = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 256));
const pageEtag = '"page-v1"';
let sendRest: (() => void) | undefined;
/** Requests for /burst are answered together once this many have arrived, as a burst reaches Next. */
const burstSize = 6;
let heldBurst: http.ServerResponse[] = [];
/** /versioned answers as Next does: 304 to a matching If-None-Match, with every header of its 200 but the body's own. */
const versions = {
  v1: { etag: '"versioned-v1"', body: page },
  v2: { etag: '"versioned-v2"', body: Buffer.from(page.toString().replace(/row/g, 'line')) },
};
let version = versions.v1;
const sent = { bodies: 0, cookies: 0, lastCookie: '', tags: [] as Array<string | undefined> };
let cutAnswers = 0;
let cutClosedNow: () => void;
const cutClosed = new Promise<void>((resolve) => (cutClosedNow = resolve));

/** Stands in for Next's handler as the front sees it: gzip when asked, strong ETags, strong If-None-Match. */
function nextLike(request: http.IncomingMessage, response: http.ServerResponse) {
  const gzip = /gzip/.test(String(request.headers['accept-encoding'] ?? ''));
  if (request.url === '/page') {
    if (request.headers['if-none-match'] === pageEtag) {
      response.writeHead(304, { etag: pageEtag, 'cache-control': 's-maxage=60' });
      return response.end();
    }
    const body = gzip ? gzipSync(page) : page;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60',
      etag: pageEtag,
      'content-length': body.length,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    });
    return response.end(request.method === 'HEAD' ? undefined : body);
  }
  if (request.url === '/stream') {
    // A streamed render: the shell first, the rest only once the client has read the shell.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
    response.write(`<html><body>first ${'x'.repeat(2000)}`);
    sendRest = () => response.end(`second</body></html>`);
    return;
  }
  if (request.url === '/burst') {
    heldBurst.push(response);
    if (heldBurst.length < burstSize) return;
    for (const held of heldBurst) {
      held.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"burst-v1"', 'content-length': page.length });
      held.end(page);
    }
    heldBurst = [];
    return;
  }
  if (request.url === '/versioned' || request.url === '/private') {
    sent.tags.push(request.headers['if-none-match']);
    sent.lastCookie = `visit=${++sent.cookies}; Path=/`;
    const headers = {
      'cache-control': request.url === '/private' ? 'private, no-store' : 's-maxage=60',
      etag: version.etag,
      vary: 'RSC',
      'set-cookie': sent.lastCookie,
    };
    if (request.headers['if-none-match'] === version.etag) {
      response.writeHead(304, headers);
      return response.end();
    }
    sent.bodies++;
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-length': version.body.length });
    return response.end(request.method === 'HEAD' ? undefined : version.body);
  }
  if (request.url === '/cut') {
    // The first answer stops halfway (its client leaves); the later ones are whole.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"cut-v1"' });
    if (cutAnswers++ === 0) {
      response.on('close', () => cutClosedNow());
      return response.write(page.subarray(0, page.length / 2));
    }
    return response.end(page);
  }
  if (request.url === '/image.png') {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, etag: '"png"' });
    return response.end(png);
  }
  if (request.url === '/whoami') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify({ ip: request.headers['x-client-ip'] }));
  }
  response.writeHead(404);
  response.end();
}

let inner: http.Server;
let front: http.Server;
let base: { host: string; port: number };
const cache = createCompressedCache();

beforeAll(async () => {
  inner = http.createServer(nextLike).listen(0, '127.0.0.1');
  await once(inner, 'listening');
  const forward = createBrotliFront({
    target: { host: '127.0.0.1', port: (inner.address() as AddressInfo).port },
    agent: new http.Agent({ keepAlive: true }),
    clientIp: (request) => resolveClientIp(request.socket.remoteAddress, request.headers['x-forwarded-for'], 0),
    cache,
  });
  front = http.createServer(forward).listen(0, '127.0.0.1');
  await once(front, 'listening');
  base = { host: '127.0.0.1', port: (front.address() as AddressInfo).port };
});

afterAll(() => {
  front.closeAllConnections();
  inner.closeAllConnections();
  front.close();
  inner.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ ...base, path, method, headers, agent: false }, async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      })
      .on('error', reject)
      .end();
  });
}

/** The headers but the date and the framing (Node sends no Transfer-Encoding with an answer to HEAD, as RFC 9112 allows). */
function comparable(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'transfer-encoding'));
}

const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the Brotli front (scripts/brotli-front.mjs)', () => {
  it('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('sends a page with Brotli that decodes to the bytes Next sends uncompressed, with a weak ETag and no length', async () => {
    const identity = await ask('/page', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(page)).toBe(true);
    const br = await ask('/page', chromium);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers.etag).toBe(`W/${pageEtag}`);
    expect(br.body.length).toBeLessThan(page.length / 3);
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
  });

  it('keeps Next gzipping for a client without Brotli, strong ETag and all', async () => {
    const gzip = await ask('/page', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(pageEtag);
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
  });

  it('serves a prerendered page from its compressed cache once compressed, with the same bytes decoded and the same headers for HEAD', async () => {
    await ask('/page', chromium);
    await expect.poll(() => cache.bytes, { timeout: 5000 }).toBeGreaterThan(0);
    const get = await ask('/page', chromium);
    const head = await ask('/page', chromium, 'HEAD');
    expect(brotliDecompressSync(get.body).equals(page)).toBe(true);
    expect(Number(get.headers['content-length'])).toBe(get.body.length);
    expect(head.body.length).toBe(0);
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
  });

  it('answers HEAD on an uncached page with the headers of its GET', async () => {
    const get = await ask('/whoami', chromium);
    const head = await ask('/whoami', chromium, 'HEAD');
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
  });

  it('answers 304 to If-None-Match with the weak ETag it sent, and 200 to a stale one', async () => {
    const fresh = await ask('/page', { ...chromium, 'if-none-match': `W/${pageEtag}` });
    expect(fresh.status).toBe(304);
    expect(fresh.headers.etag).toBe(`W/${pageEtag}`);
    expect(fresh.body.length).toBe(0);
    const stale = await ask('/page', { ...chromium, 'if-none-match': 'W/"page-v0"' });
    expect(stale.status).toBe(200);
  });

  it('streams: the start of a page arrives, decoded, before Next has sent the rest', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      http
        .request({ ...base, path: '/stream', headers: chromium, agent: false }, (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          let decoded = '';
          const decoder = response.pipe(createBrotliDecompress());
          decoder.on('data', (chunk: Buffer) => {
            decoded += chunk.toString();
            // Without a flush per chunk this never comes, and the test times out.
            if (decoded.includes('first') && sendRest) {
              sendRest();
              sendRest = undefined;
            }
          });
          decoder.on('end', () => resolve(decoded));
          decoder.on('error', reject);
        })
        .on('error', reject)
        .end();
    });
    expect(text).toMatch(/first x+second<\/body><\/html>$/);
  }, 5000);

  it('compresses a new version once at quality 11 when a burst of requests asks for it before it is cached', async () => {
    const before = compressions.count;
    const bytesBefore = cache.bytes;
    const answers = await Promise.all(Array.from({ length: burstSize }, () => ask('/burst', chromium)));
    // Every answer of the burst has been sent, so every quality-11 pass the front meant to start has started.
    expect(compressions.count - before).toBe(1);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.body).equals(page)).toBe(true);
    }
    // Once that one pass is stored, the next burst is served from it.
    await expect.poll(() => cache.bytes, { timeout: 5000 }).toBeGreaterThan(bytesBefore);
    const again = await Promise.all(Array.from({ length: burstSize }, () => ask('/burst', chromium)));
    expect(compressions.count - before).toBe(1);
    for (const answer of again) expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('leaves the quality-11 pass to a later request when the answer that started it was cut short', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.request({ ...base, path: '/cut', headers: chromium, agent: false }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });
    await cutClosed;
    let later: Answer | undefined;
    const cachedLength = async () => {
      later = await ask('/cut', chromium);
      return later.headers['content-length'];
    };
    await expect.poll(cachedLength, { timeout: 5000 }).toBeDefined();
    expect(Number(later!.headers['content-length'])).toBe(later!.body.length);
    expect(brotliDecompressSync(later!.body).equals(page)).toBe(true);
  });

  /** Asks for `path` until the front answers from its store (with a length), and returns that answer. */
  async function askUntilStored(path: string): Promise<Answer> {
    let answer: Answer | undefined;
    const length = async () => {
      answer = await ask(path, chromium);
      return answer.headers['content-length'];
    };
    await expect.poll(length, { timeout: 5000 }).toBeDefined();
    return answer!;
  }

  it('asks Next for the version it stored, so a stored page costs Next a 304 instead of its body', async () => {
    await askUntilStored('/versioned');
    const bodies = sent.bodies;
    const get = await ask('/versioned', chromium);
    expect(sent.tags.at(-1)).toBe(versions.v1.etag);
    expect(get.headers['set-cookie']).toEqual([sent.lastCookie]);
    const head = await ask('/versioned', chromium, 'HEAD');
    expect(head.headers['set-cookie']).toEqual([sent.lastCookie]);
    expect(sent.bodies).toBe(bodies);
    expect(get.status).toBe(200);
    expect(brotliDecompressSync(get.body).equals(versions.v1.body)).toBe(true);
    expect(Number(get.headers['content-length'])).toBe(get.body.length);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    // The same headers as when Next sends the body and the front answers from its store (a client's
    // own outdated tag makes Next send it), each with the cookie of its own request.
    const full = await ask('/versioned', { ...chromium, 'if-none-match': 'W/"versioned-v0"' });
    expect(sent.bodies).toBe(bodies + 1);
    const withoutCookie = (headers: IncomingHttpHeaders) => ({ ...comparable(headers), 'set-cookie': undefined });
    expect(full.body.equals(get.body)).toBe(true);
    expect(withoutCookie(get.headers)).toEqual(withoutCookie(full.headers));
    expect(withoutCookie(head.headers)).toEqual(withoutCookie(full.headers));
    expect(get.headers).toMatchObject({
      etag: `W/${versions.v1.etag}`,
      vary: 'RSC, Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
    });
  });

  it('sends a changed page as Next sends it, then stores and serves that version', async () => {
    version = versions.v2;
    const changed = await ask('/versioned', chromium);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(`W/${versions.v2.etag}`);
    expect(brotliDecompressSync(changed.body).equals(versions.v2.body)).toBe(true);
    await askUntilStored('/versioned');
    const bodies = sent.bodies;
    const later = await ask('/versioned', chromium);
    expect(sent.tags.at(-1)).toBe(versions.v2.etag);
    expect(sent.bodies).toBe(bodies);
    expect(later.headers.etag).toBe(`W/${versions.v2.etag}`);
    expect(brotliDecompressSync(later.body).equals(versions.v2.body)).toBe(true);
  });

  it('adds no tag of its own for a page it does not store, nor for a client without Brotli', async () => {
    const tags = sent.tags.length;
    await ask('/private', chromium);
    await ask('/private', chromium);
    await ask('/versioned', { 'accept-encoding': 'gzip' });
    expect(sent.tags.slice(tags)).toEqual([undefined, undefined, undefined]);
  });

  it('takes the client address from the connection, never from a header the client sends', async () => {
    const answer = await ask('/whoami', { 'x-client-ip': '203.0.113.66', 'x-forwarded-for': '203.0.113.66' });
    expect(JSON.parse(answer.body.toString())).toEqual({ ip: '127.0.0.1' });
  });

  it('leaves a type that does not compress untouched', async () => {
    const answer = await ask('/image.png', chromium);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toBe('"png"');
    expect(Number(answer.headers['content-length'])).toBe(png.length);
    expect(answer.body.equals(png)).toBe(true);
  });
});
