import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFromKeptEncodings, bodyCache, preferredCoding } from '../../../scripts/encoded-response.mjs';

// A page the size of a Japanese converter page, sent as Next sends a cached one: one string, with
// its UTF-8 length as Content-Length.
const japanese = `<!DOCTYPE html><html lang="ja"><body><h1>メンズの靴のサイズ換算</h1>${'<p>日本のサイズはセンチメートルです。≈ 26.5 👍</p>'.repeat(2000)}</body></html>`;
const utf8 = Buffer.from(japanese, 'utf8');

let server: Server;
let base: string;

// The server as scripts/server.mjs composes it: the compression middleware, then the kept encodings.
beforeAll(async () => {
  const compress = compression();
  server = createServer((request, response) => {
    compress(request as never, response as never, () => {});
    answerFromKeptEncodings(request, response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/missing') response.statusCode = 404;
    if (url.pathname === '/tagged') response.setHeader('ETag', '"own"');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (url.pathname === '/streamed') {
      // A body written in parts (a page rendered on request) is compressed by the middleware.
      response.write(japanese.slice(0, 5000));
      response.end(japanese.slice(5000));
      return;
    }
    response.setHeader('Content-Length', utf8.length);
    if (url.pathname === '/callback') response.end(japanese, () => {});
    else response.end(japanese);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (fetch() would decompress and add its own headers), as a browser revalidating or not. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { 'Cache-Control': 'max-age=0', ...headers } });
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, raw };
}

describe('answerFromKeptEncodings', () => {
  it('sends a page byte for byte to a client that takes no compression, again and again', async () => {
    for (const path of ['/', '/', '/callback']) {
      const { headers, raw } = await get(path, { 'Accept-Encoding': 'identity' });
      expect(raw.equals(utf8)).toBe(true);
      expect(Number(headers.get('content-length'))).toBe(utf8.length);
      expect(headers.get('content-encoding')).toBeNull();
      expect(headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    }
  });

  it('sends Brotli or gzip to a browser that accepts it, each with its own tag and Vary', async () => {
    // undici decodes what it receives; ask through a raw socket instead to see the bytes.
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        request(`${base}/`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(utf8)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(utf8)).toBe(true);
    expect(
      new Set([br.headers['etag'], gzip.headers['etag'], (await get('/', { 'Accept-Encoding': 'identity' })).headers.get('etag')]).size,
    ).toBe(3);
  });

  it('answers 304 without a body to a request that holds the same representation', async () => {
    const first = await get('/', { 'Accept-Encoding': 'gzip' });
    const etag = first.headers.get('etag')!;
    const again = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.raw.length).toBe(0);
    // Also when the page is ended with a callback.
    expect((await get('/callback', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': `"stale", W/${etag}` })).status).toBe(304);
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': '*' })).status).toBe(304);
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"an older version"' })).status).toBe(200);
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag, 'Cache-Control': 'no-cache' })).status).toBe(200);
    // The uncompressed copy is another representation, with another tag.
    expect((await get('/', { 'Accept-Encoding': 'identity', 'If-None-Match': etag })).status).toBe(200);
  });

  it('leaves alone what is not a successful GET, a tag already set, and a body sent in parts', async () => {
    const missing = await get('/missing', { 'Accept-Encoding': 'identity', 'If-None-Match': '*' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const posted = await fetch(base, { method: 'POST', headers: { 'If-None-Match': '*', 'Cache-Control': 'max-age=0' } });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('etag')).toBeNull();
    const tagged = await get('/tagged', { 'Accept-Encoding': 'identity', 'If-None-Match': '"x"' });
    expect(tagged.headers.get('etag')).toBe('"own"');
    expect(tagged.raw.equals(utf8)).toBe(true);
    const streamed = await fetch(`${base}/streamed`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(streamed.headers.get('content-encoding')).toBe('gzip');
    expect(await streamed.text()).toBe(japanese);
  });
});

describe('preferredCoding', () => {
  it('prefers Brotli, then gzip, among the codings accepted with a weight above zero', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredCoding('br;q=0.1, gzip;q=1')).toBe('br');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('deflate')).toBe('identity');
    expect(preferredCoding(undefined)).toBe('identity');
  });
});

describe('bodyCache', () => {
  it('encodes and compresses a text once, and hands back the same while it keeps being sent', () => {
    const encoded = bodyCache();
    const first = encoded(japanese);
    expect(first.variant('identity').bytes.equals(utf8)).toBe(true);
    expect(encoded(japanese)).toBe(first);
    expect(first.variant('gzip')).toBe(encoded(japanese).variant('gzip'));
  });

  it('keeps at most its byte budget, dropping the least recently sent first', () => {
    const encoded = bodyCache(9000);
    const pages = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(1000));
    const kept = pages.map((page) => encoded(page));
    // Four pages of 1,000 bytes (3,000 with their texts) in a budget of 9,000: the first one sent was dropped.
    expect(encoded(pages[0]!)).not.toBe(kept[0]);
    expect(encoded(pages[3]!)).toBe(kept[3]);
    // Sending 'c' again makes it the most recent, so the next new page pushes out another one.
    expect(encoded(pages[2]!)).toBe(kept[2]);
    encoded('e'.repeat(1000));
    expect(encoded(pages[2]!)).toBe(kept[2]);
    expect(encoded(pages[1]!)).not.toBe(kept[1]);
  });
});
