// A node:http response that keeps the UTF-8 bytes of the large text bodies it sends.
//
// Next answers a cached page with `res.end(html)`, the same string object each time until the page
// is rendered again, and Node encodes that string to UTF-8 on every request. For a page with any
// character outside ASCII (every Japanese page) V8 holds the string with two bytes per character,
// and that encoding costs about 0.2 ms of CPU per 100 KB page, each time (bench/RESULTS.md). Here
// the bytes are kept, keyed by the string itself (V8 finds the same object again without reading
// it), and written as they are.
import { ServerResponse } from 'node:http';

/** Bodies shorter than this are encoded as usual: keeping them would not pay. */
export const MIN_CACHED_LENGTH = 16 * 1024;
/**
 * The most memory kept, counting each body's bytes and its text (two bytes per character at most);
 * the least recently sent bodies go first.
 */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

const footprint = (text, bytes) => bytes.length + 2 * text.length;

/**
 * A function giving the UTF-8 bytes of a text, encoded once while that text keeps being sent, and
 * keeping at most `maxBytes` of them and their texts: the least recently sent bodies go first.
 */
export function bodyCache(maxBytes = MAX_CACHED_BYTES) {
  const bodies = new Map();
  let cachedBytes = 0;
  return function encoded(text) {
    let bytes = bodies.get(text);
    if (bytes !== undefined) {
      // Most recently used last, so the oldest entry is the first to go.
      bodies.delete(text);
      bodies.set(text, bytes);
      return bytes;
    }
    bytes = Buffer.from(text, 'utf8');
    bodies.set(text, bytes);
    cachedBytes += footprint(text, bytes);
    for (const [oldText, oldBytes] of bodies) {
      if (cachedBytes <= maxBytes) break;
      bodies.delete(oldText);
      cachedBytes -= footprint(oldText, oldBytes);
    }
    return bytes;
  };
}

const encodedBody = bodyCache();

const isUtf8 = (encoding) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';

export class EncodedResponse extends ServerResponse {
  end(chunk, encoding, callback) {
    if (typeof chunk === 'string' && chunk.length >= MIN_CACHED_LENGTH && isUtf8(encoding)) {
      return super.end(encodedBody(chunk), typeof encoding === 'function' ? encoding : undefined, callback);
    }
    return super.end(chunk, encoding, callback);
  }
}
