// The production HTTP server: Next's request handler (with its own compression and ETags) behind a
// plain node:http server, for the two things Next cannot do: refuse malformed requests before
// Next logs them (request-guard.mjs), and take the client's address from the TCP connection (and
// from X-Forwarded-For only for the proxy hops TRUST_PROXY declares ours), so that rate limits key
// on an address the client cannot choose.
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { readListenEnv } from '../lib/env-listen.mjs';
import { resolveClientIp } from '../lib/http/forwarded-for.mjs';
import { guardRequest } from './request-guard.mjs';
import { createLoadShedder } from './load-shedder.mjs';
import { createMissingFileGuard } from './static-files.mjs';

let settings;
try {
  settings = readListenEnv(process.env);
} catch (error) {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
const { port, hostname, trustedProxyHops } = settings;

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const shedder = createLoadShedder();
const answerMissingFile = createMissingFileGuard(path.resolve(import.meta.dirname, '../public'));

const server = createServer();
shedder.serve(server, (request, response) => {
  if (guardRequest(request, response)) return;
  if (answerMissingFile(request, response)) return;
  request.headers['x-client-ip'] = resolveClientIp(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxyHops);
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
