// The production HTTP server: Next's request handler behind a plain node:http server, so that the
// client's address comes from the TCP connection (and from X-Forwarded-For only for the proxy hops
// TRUST_PROXY declares ours). Rate limits key on it; a client cannot choose its own address.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import { answerFromKeptEncodings } from './encoded-response.mjs';
import { guardRequest } from './request-guard.mjs';
import { createLoadShedder } from './load-shedder.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The settings come through the same validated reader as lib/env.ts (lib/env-listen.ts), run by
// tsx in a child process: loaded here, tsx's module hooks would stay in this process, in front of
// every module Next loads and every import() it makes (bench/RESULTS.md, section 9).
const listenEnv = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/listen-env.ts'], {
  cwd: root,
  env: process.env,
  encoding: 'utf8',
});
if (listenEnv.status !== 0) {
  console.error(
    listenEnv.stderr.trim() || `Cannot start: the settings could not be read (${listenEnv.error?.message ?? `exit ${listenEnv.status}`})`,
  );
  process.exit(1);
}
const { port, hostname, trustedProxyHops } = JSON.parse(listenEnv.stdout);

function normalise(address) {
  return (address ?? 'unknown').replace(/^::ffff:/, '');
}

/** The connection's peer, walked back through as many X-Forwarded-For entries as we trust. */
export function resolveClientIp(socketAddress, forwardedFor, hops) {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, normalise(socketAddress)];
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]);
}

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression as Next applies it (next.config.ts turns Next's own off), with pages sent from the
// encodings kept for them (scripts/encoded-response.mjs).
const compress = compression();
const noop = () => {};

const shedder = createLoadShedder();

const server = createServer((request, response) => {
  if (!shedder.admit(request, response)) return;
  if (guardRequest(request, response)) return;
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-client-ip'] = resolveClientIp(
    request.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trustedProxyHops,
  );
  compress(request, response, noop);
  // A client that goes away leaves the middleware's zlib stream open; Next releases it the same way.
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  answerFromKeptEncodings(request, response);
  handle(request, response);
});

server.listen(port, hostname, () => {
  console.log(`Shoe Size Converter listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
