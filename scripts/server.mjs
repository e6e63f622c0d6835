// The production HTTP server: Next's request handler (with its own compression and ETags) behind a
// plain node:http server, for what Next cannot do: refuse malformed requests before Next logs them
// (request-guard.mjs), take the client's address from the TCP connection (and from X-Forwarded-For
// only for the proxy hops TRUST_PROXY declares ours), so that rate limits key on an address the
// client cannot choose, and compress with Brotli as the reverse proxy Next's docs name
// (brotli-front.mjs). Next listens on a unix socket in a private folder that only this front reaches.
import { rmSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { readListenEnv } from '../lib/env-listen.mjs';
import { resolveClientIp } from '../lib/http/forwarded-for.mjs';
import { createBrotliFront } from './brotli-front.mjs';
import { guardRequest } from './request-guard.mjs';
import { createLoadShedder } from './load-shedder.mjs';
import { createMissingFileGuard } from './static-files.mjs';
import { createSocketFolder, SOCKET_NAME } from './socket-folder.mjs';

let settings;
try {
  settings = readListenEnv(process.env);
} catch (error) {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
const { port, hostname, trustedProxyHops } = settings;

// `node scripts/server.mjs [app folder]`: the site by default; `npm run bench` serves its bare app the same way.
const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const shedder = createLoadShedder();
const answerMissingFile = createMissingFileGuard(path.join(dir, 'public'));

// The folder is readable by this user only, so no other local user can reach Next directly.
const socketFolder = await createSocketFolder();
const socketPath = path.join(socketFolder, SOCKET_NAME);
const inner = createServer((request, response) => handle(request, response));
// The front's agent reuses idle sockets: one the inner server closed for idling would fail a request.
inner.keepAliveTimeout = 0;
await new Promise((resolve) => inner.listen(socketPath, resolve));
const removeSocket = () => rmSync(socketFolder, { recursive: true, force: true });
process.on('exit', removeSocket);

const forward = createBrotliFront({
  target: { socketPath },
  agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  clientIp: (request) => resolveClientIp(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxyHops),
});

const server = createServer();
shedder.serve(server, (request, response) => {
  if (guardRequest(request, response)) return;
  if (answerMissingFile(request, response)) return;
  forward(request, response);
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
