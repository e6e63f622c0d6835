import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyCache, EncodedResponse } from '../../../scripts/encoded-response.mjs';

// A page the size of a Japanese converter page, sent as Next sends a cached one: one string, with
// its UTF-8 length as Content-Length.
const japanese = `<!DOCTYPE html><html lang="ja"><body><h1>メンズの靴のサイズ換算</h1>${'<p>日本のサイズはセンチメートルです。≈ 26.5 👍</p>'.repeat(2000)}</body></html>`;
const small = '<p>短い</p>';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer({ ServerResponse: EncodedResponse }, (request, response) => {
    const body = request.url === '/small' ? small : japanese;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(body));
    if (request.url === '/callback') response.end(body, () => {});
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('EncodedResponse', () => {
  it('sends a large page byte for byte, again and again, and with a callback', async () => {
    for (const path of ['/', '/', '/callback']) {
      const response = await fetch(base + path);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(Buffer.from(japanese, 'utf8'))).toBe(true);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    }
  });

  it('sends a small body as usual', async () => {
    expect(await (await fetch(`${base}/small`)).text()).toBe(small);
  });
});

describe('bodyCache', () => {
  it('encodes a string once and hands back the same bytes while it keeps being sent', () => {
    const encodedBody = bodyCache();
    const first = encodedBody(japanese);
    expect(first.equals(Buffer.from(japanese, 'utf8'))).toBe(true);
    expect(encodedBody(japanese)).toBe(first);
  });

  it('keeps at most its byte budget, dropping the least recently sent first', () => {
    const encodedBody = bodyCache(9000);
    const pages = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(1000));
    const kept = pages.map((page) => encodedBody(page));
    // Four pages of 1,000 bytes (3,000 with their texts) in a budget of 9,000: the first one sent was dropped.
    expect(encodedBody(pages[0]!)).not.toBe(kept[0]);
    expect(encodedBody(pages[3]!)).toBe(kept[3]);
    // Sending 'c' again makes it the most recent, so the next new page pushes out another one.
    expect(encodedBody(pages[2]!)).toBe(kept[2]);
    encodedBody('e'.repeat(1000));
    expect(encodedBody(pages[2]!)).toBe(kept[2]);
    expect(encodedBody(pages[1]!)).not.toBe(kept[1]);
  });
});
