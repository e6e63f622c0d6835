import { request } from 'node:http';

/** What a current browser (Chromium) says it accepts: `npm start` answers it with Brotli (scripts/brotli-front.mjs), Next alone with gzip. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

export type SentBody = { status: number; encoding: string; bytes: number };

/**
 * The body of a GET as it travels over the wire, counted before any decoding (fetch and Playwright
 * decompress what they receive, so they cannot tell how many bytes a browser was sent).
 */
export function sentBytes(url: string, acceptEncoding = browserAcceptEncoding): Promise<SentBody> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), bytes }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
