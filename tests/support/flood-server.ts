import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const shedderUrl = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/load-shedder.mjs')).href;

/**
 * A plain node:http server in its own process (its own event loop) behind the site's load shedder,
 * wired as scripts/server.mjs wires it, whose pages cost synchronous CPU time as Next's do: a page
 * with a query is rendered (`renderMs`, in `renderPieces` pieces that each run in a later turn of the
 * event loop, as Next's streaming renders do), one without is served from the cache (`cachedMs`).
 */
export async function startFloodServer({ renderMs = 25, renderPieces = 1, cachedMs = 3 } = {}): Promise<{
  port: number;
  process: ChildProcess;
}> {
  const script = `
    import { createServer } from 'node:http';
    import { createLoadShedder } from ${JSON.stringify(shedderUrl)};
    const busy = (ms) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    };
    const shedder = createLoadShedder();
    const server = createServer();
    shedder.serve(server, (request, response) => {
      const rendered = (request.url ?? '/').includes('?');
      // A render runs in pieces, each in a later turn of the event loop, as React's streaming render does.
      let pieces = rendered ? ${renderPieces} : 1;
      const piece = () => {
        busy(rendered ? ${renderMs} / ${renderPieces} : ${cachedMs});
        if (--pieces > 0) return setImmediate(piece);
        response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('page\\n');
      };
      piece();
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`flood server exited with ${code}`)));
  });
  return { port, process: child };
}
