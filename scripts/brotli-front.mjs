// The Brotli-compressing front that Next's docs name for a different algorithm (a reverse proxy in
// front of Next): scripts/server.mjs forwards every request over a keep-alive agent to Next's request
// handler on an internal socket, and this module compresses, with Brotli, the compressible answers
// Next was asked to send uncompressed; for clients without Brotli, Next's own gzip still serves.
import { request as httpRequest } from 'node:http';
import { brotliCompress, constants, createBrotliCompress } from 'node:zlib';

/** Types worth compressing: pages, RSC payloads, JSON, scripts, styles, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;
/** Below this, Brotli's framing costs about what it saves. */
const MIN_BYTES = 1024;
/** A streamed answer's quality: fast enough to keep up with Next's render (bench/RESULTS.md §17). */
const STREAM_QUALITY = 5;
/** A cached prerendered page is compressed once, at the best ratio, off the main thread. */
const CACHE_QUALITY = 11;
/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/** Whether an Accept-Encoding header accepts `br` (a `q=0` refuses it). */
export function acceptsBrotli(header) {
  if (!header) return false;
  for (const part of String(header).split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'br') continue;
    const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/i)).find(Boolean);
    return !q || Number(q[1]) > 0;
  }
  return false;
}

/** A strong ETag made weak: the compressed bytes differ from the ones Next hashed (as nginx does). */
const weaken = (etag) => (etag.startsWith('W/') ? etag : `W/${etag}`);

/** The entity tags of an If-None-Match header, weak ones turned strong so Next can compare them. */
const strengthenAll = (header) => header.replace(/W\/(?=")/g, '');

/** Whether If-None-Match names `etag` by weak comparison (RFC 9110 §13.1.2). */
function matchesWeakly(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

function appendVary(headers) {
  const vary = headers.vary ? String(headers.vary) : '';
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Prerendered pages compressed at CACHE_QUALITY, least recently used first out: entries
 * `{ url, etag, type, body }` keyed by URL and Next's ETag, and the one stored last for each URL.
 */
export function createCompressedCache(maxBytes = 16 * 1024 * 1024) {
  const entries = new Map();
  const newest = new Map();
  let bytes = 0;
  const keyOf = (url, etag) => `${url}\n${etag}`;
  const touch = (key, entry) => {
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  return {
    get(url, etag) {
      const key = keyOf(url, etag);
      const entry = entries.get(key);
      return entry && touch(key, entry);
    },
    newest(url) {
      const entry = newest.get(url);
      return entry && touch(keyOf(url, entry.etag), entry);
    },
    set(entry) {
      const key = keyOf(entry.url, entry.etag);
      if (entry.body.length > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, entry);
      newest.set(entry.url, entry);
      bytes += entry.body.length;
      for (const [oldestKey, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        if (newest.get(old.url) === old) newest.delete(old.url);
        bytes -= old.body.length;
      }
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * A request handler that forwards to the server at `target` (`{ socketPath }` or `{ host, port }`)
 * through `agent`, setting `x-client-ip` to `clientIp(request)` (the inner server trusts only this
 * header, and only this front can reach it), and compresses with Brotli as described above.
 */
export function createBrotliFront({ target, agent, clientIp, cache = createCompressedCache() }) {
  // Keys whose quality-11 compression has started: a burst of requests for a new version starts it once.
  const compressing = new Set();
  return function forward(request, response) {
    const brotli = acceptsBrotli(request.headers['accept-encoding']);
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    headers['x-client-ip'] = clientIp(request);
    let stored;
    if (brotli) {
      // Next then sends what it would have gzipped uncompressed, and this front compresses it.
      headers['accept-encoding'] = 'identity';
      if (headers['if-none-match']) headers['if-none-match'] = strengthenAll(String(headers['if-none-match']));
      else if (request.method === 'GET' || request.method === 'HEAD') {
        // Asked for the version stored here, Next answers 304 instead of sending the body again.
        stored = cache.newest(request.url);
        if (stored) headers['if-none-match'] = stored.etag;
      }
    }
    const inner = httpRequest({ ...target, agent, method: request.method, path: request.url, headers });
    response.on('close', () => {
      if (!response.writableFinished) inner.destroy();
    });
    inner.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Bad gateway');
      } else response.destroy();
    });
    inner.on('response', (answer) => relay(request, response, answer, { brotli, cache, compressing, stored }));
    request.pipe(inner);
  };
}

function relay(request, response, answer, { brotli, cache, compressing, stored }) {
  const headers = { ...answer.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const status = answer.statusCode ?? 502;
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  const compress =
    brotli &&
    status !== 204 &&
    status !== 206 &&
    !headers['content-encoding'] &&
    COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
    !/no-transform/i.test(String(headers['cache-control'] ?? '')) &&
    (length === undefined || length >= MIN_BYTES);
  const etag = headers.etag ? String(headers.etag) : undefined;

  if (stored && status === 304) {
    // The 304 answers the tag this front sent: the stored bytes under this answer's own headers.
    answer.resume();
    headers['content-type'] = stored.type;
    sendStored(request, response, headers, stored.body);
    return;
  }
  if (brotli && status === 304) {
    // Next matched the tag this front strengthened: answer with the weak one the client holds.
    if (etag) headers.etag = weaken(etag);
    appendVary(headers);
  }
  if (!compress) {
    response.writeHead(status, headers);
    answer.pipe(response);
    return;
  }

  delete headers['content-length'];
  headers['content-encoding'] = 'br';
  appendVary(headers);
  if (etag) headers.etag = weaken(etag);
  if (status === 200 && matchesWeakly(request.headers['if-none-match'], headers.etag)) {
    answer.resume();
    for (const name of ['content-type', 'content-encoding']) delete headers[name];
    response.writeHead(304, headers);
    response.end();
    return;
  }

  const cacheable =
    status === 200 &&
    etag !== undefined &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/no-store|private/i.test(String(headers['cache-control'] ?? ''));
  const key = cacheable ? `${request.url}\n${etag}` : undefined;
  const cached = key && cache.get(request.url, etag);
  if (cached) {
    answer.resume();
    sendStored(request, response, headers, cached.body);
    return;
  }

  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    answer.resume();
    response.end();
    return;
  }
  const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY } });
  stream.pipe(response);
  const claimed = key !== undefined && !compressing.has(key);
  if (claimed) compressing.add(key);
  const kept = claimed ? [] : undefined;
  let ended = false;
  let flushing = false;
  answer.on('data', (chunk) => {
    kept?.push(chunk);
    if (!stream.write(chunk)) {
      answer.pause();
      stream.once('drain', () => answer.resume());
    }
    // One flush per turn of the event loop, so a streamed page reaches the browser as Next sends it.
    if (!flushing) {
      flushing = true;
      setImmediate(() => {
        flushing = false;
        if (!stream.writableEnded) stream.flush();
      });
    }
  });
  answer.on('end', () => {
    ended = true;
    stream.end();
    if (!kept) return;
    const body = Buffer.concat(kept);
    brotliCompress(
      body,
      { params: { [constants.BROTLI_PARAM_QUALITY]: CACHE_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      (error, compressed) => {
        compressing.delete(key);
        if (!error) cache.set({ url: request.url, etag, type: headers['content-type'], body: compressed });
      },
    );
  });
  // An answer cut short (the client left, Next failed) leaves the compression to the next request.
  answer.on('close', () => {
    if (claimed && !ended) compressing.delete(key);
  });
  answer.on('error', () => response.destroy());
}

/** A page's stored Brotli bytes as a 200, with `headers` from Next's answer to this request. */
function sendStored(request, response, headers, body) {
  headers['content-encoding'] = 'br';
  appendVary(headers);
  if (headers.etag) headers.etag = weaken(String(headers.etag));
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
