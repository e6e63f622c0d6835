// Answers a page Next sends as one string from the encodings of that string worked out once: its
// UTF-8 bytes, gzip and Brotli copies, and their entity tags.
//
// Next answers a cached page with `res.end(html)`, the same string object each time until the page
// is rendered again. Left to itself, Node encodes that string to UTF-8 on every request (about
// 0.3 ms of CPU for a 100 KB page with any character outside ASCII, which V8 then holds two bytes
// per character: every Japanese page), Next hashes all of it for the ETag on every request (about
// 0.25 ms), and the compression middleware gzips it again for every browser (bench/RESULTS.md,
// section 9). Here each of those is done once per version of a page and kept with the string,
// found again by the string itself (the same object: V8 does not read it again). next.config.ts
// turns Next's own ETags and compression off; scripts/server.mjs compresses every other response
// with the same middleware Next uses, and this gives pages the answers Next gave: an ETag on every
// successful GET, 304 Not Modified when the request's If-None-Match names it, and a compressed
// body for a browser that accepts one (Brotli first, then gzip), with `Vary: Accept-Encoding`.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'next/dist/compiled/compression/index.js';
import fresh from 'next/dist/compiled/fresh/index.js';
import { qualityList } from '../lib/http/quality-values.mjs';

/** The most memory kept, counting each body's encodings and its text (two bytes per character at most). */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** Smaller bodies are not compressed (the compression middleware's default threshold). */
export const COMPRESS_FROM_BYTES = 1024;

const codings = {
  br: (bytes) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * The content coding to answer with: Brotli if the request accepts it, else gzip, else none.
 * A coding is accepted when listed (or covered by `*`) with a weight above zero.
 */
export function preferredCoding(acceptEncoding) {
  const weights = new Map(qualityList(acceptEncoding).map(({ token, weight }) => [token, weight]));
  const accepts = (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A page body with its encodings made on demand, each once, and their strong entity tags.
 * `onGrow` hears how many bytes each new encoding adds.
 */
function entry(text, onGrow) {
  const bytes = Buffer.from(text, 'utf8');
  const digest = createHash('sha1').update(bytes).digest('base64url');
  const variants = new Map([['identity', { bytes, etag: `"${digest}"` }]]);
  const body = {
    length: bytes.length,
    size: 2 * text.length + bytes.length,
    variant(coding) {
      let variant = variants.get(coding);
      if (!variant) {
        variant = { bytes: codings[coding](bytes), etag: `"${digest}-${coding}"` };
        variants.set(coding, variant);
        body.size += variant.bytes.length;
        onGrow(variant.bytes.length);
      }
      return variant;
    },
  };
  return body;
}

/**
 * A function giving a body's entry (its encodings), made once while that text keeps being sent,
 * and keeping at most `maxBytes` of entries and their texts: the least recently sent go first.
 */
export function bodyCache(maxBytes = MAX_CACHED_BYTES) {
  const bodies = new Map();
  let cachedBytes = 0;
  const evictFor = (current) => {
    for (const [text, body] of bodies) {
      if (cachedBytes <= maxBytes || text === current) break;
      bodies.delete(text);
      cachedBytes -= body.size;
    }
  };
  return function encoded(text) {
    let body = bodies.get(text);
    if (body !== undefined) {
      // Most recently used last, so the oldest entry is the first to go.
      bodies.delete(text);
      bodies.set(text, body);
      return body;
    }
    body = entry(text, (added) => {
      cachedBytes += added;
      evictFor(text);
    });
    bodies.set(text, body);
    cachedBytes += body.size;
    evictFor(text);
    return body;
  };
}

const encodedBody = bodyCache();

const isUtf8 = (encoding) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';

/**
 * Whether the compression middleware would compress this response: its own filter (a compressible
 * Content-Type), no `Cache-Control: no-transform`, and not below its threshold. The middleware then
 * adds `Vary: Accept-Encoding` itself, as it does for any response it considers.
 */
function compressible(request, response, length) {
  const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''));
  return compression.filter(request, response) && !noTransform && length >= COMPRESS_FROM_BYTES;
}

/**
 * Makes `response.end(text)` of a successful GET answer from the kept encodings of that text.
 * Call it after the compression middleware has wrapped the response: a body sent here already
 * carries its Content-Encoding, which the middleware then leaves as it is.
 */
export function answerFromKeptEncodings(request, response) {
  const end = response.end;
  response.end = function endWithKeptEncoding(chunk, encoding, callback) {
    if (
      typeof chunk !== 'string' ||
      !isUtf8(encoding) ||
      response.statusCode !== 200 ||
      request.method !== 'GET' ||
      response.headersSent ||
      response.hasHeader('Content-Encoding')
    ) {
      return end.call(this, chunk, encoding, callback);
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    const kept = encodedBody(chunk);
    const coding = compressible(request, response, kept.length) ? preferredCoding(request.headers['accept-encoding']) : 'identity';
    const body = kept.variant(coding);
    if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
    response.setHeader('Content-Length', body.bytes.length);
    if (!response.hasHeader('ETag')) {
      response.setHeader('ETag', body.etag);
      // The same test Next makes for its own ETags (If-None-Match, weakly compared, unless the
      // request says Cache-Control: no-cache).
      if (fresh(request.headers, { etag: body.etag })) {
        response.statusCode = 304;
        for (const header of ['Content-Type', 'Content-Length', 'Content-Encoding']) response.removeHeader(header);
        return end.call(this, undefined, undefined, done);
      }
    }
    return end.call(this, body.bytes, done);
  };
}
