import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startFloodServer } from '../support/flood-server';

let stopServer: (() => void) | undefined;
afterEach(() => stopServer?.());

type Answer = { status: number; ms: number; at: number };

/** One GET; a request left unanswered for 8 s, or cut when the flood stops, counts as status 0. */
function get(port: number, url: string, agent: http.Agent | false, signal = AbortSignal.timeout(8000)): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent, signal }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, at: performance.now() }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, at: performance.now() }));
  });
}

describe('a flood of connections on a saturated server (scripts/load-shedder.mjs)', () => {
  // Rendered pages cost synchronous CPU time as Next's do: in one piece, or (as a streaming render)
  // in pieces that run in later turns of the event loop, where renders in flight lengthen every
  // turn and Node accepts one connection per turn.
  it.each([
    { renders: 'in one piece of 25 ms', renderMs: 25, renderPieces: 1 },
    { renders: 'in 8 pieces of 25 ms, one a turn', renderMs: 200, renderPieces: 8 },
  ])(
    'answers every request within 2 s, served or shed, and a newcomer gets its cached page (renders $renders)',
    async (model) => {
      const { port, process: server } = await startFloodServer(model);
      stopServer = () => server.kill();
      // 200 keep-alive connections asking for rendered pages as fast as they are answered.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
      const flood: Answer[] = [];
      let flooding = true;
      // The flood stops at once, as a load generator's run ends: a request still waiting then counts
      // with its wait so far (below the shedder's crowd bound the last few would wait their turn).
      const stop = new AbortController();
      const clients = Array.from({ length: 200 }, async (_, client) => {
        for (let i = 0; flooding; i++) {
          flood.push(await get(port, `/men?size=${client}-${i}`, agent, AbortSignal.any([stop.signal, AbortSignal.timeout(8000)])));
        }
      });
      // Newcomers on fresh connections, once the flood is on: a cached page, answered or shed, soon.
      await delay(800);
      const newcomers: Answer[] = [];
      for (let i = 0; i < 6; i++) {
        newcomers.push(await get(port, '/men', false));
        await delay(250);
      }
      flooding = false;
      const stoppedAt = performance.now();
      stop.abort();
      await Promise.all(clients);
      agent.destroy();

      const slowest = (answers: Answer[]) => Math.max(...answers.map((answer) => answer.ms));
      const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;
      const summary = {
        flood: {
          served: count(flood, 200),
          shed: count(flood, 503),
          unanswered: flood.filter((answer) => answer.status === 0 && answer.at < stoppedAt).length,
          slowestUnder2s: slowest(flood) < 2000,
        },
        newcomers: { unanswered: count(newcomers, 0), slowestUnder2s: slowest(newcomers) < 2000 },
      };
      console.log(
        `flood (renders ${model.renders}): ${JSON.stringify(summary)}, slowest ${Math.round(slowest(flood))} ms; newcomers slowest ${Math.round(slowest(newcomers))} ms`,
      );
      expect(summary.flood.unanswered).toBe(0);
      expect(summary.newcomers.unanswered).toBe(0);
      expect(summary.flood.slowestUnder2s).toBe(true);
      expect(summary.newcomers.slowestUnder2s).toBe(true);
      // Saturated: some pages were rendered and the rest shed.
      expect(summary.flood.served).toBeGreaterThan(0);
      expect(summary.flood.shed).toBeGreaterThan(0);
      expect(count(newcomers, 200) + count(newcomers, 503)).toBe(newcomers.length);
    },
    30_000,
  );
});
