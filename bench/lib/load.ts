import autocannon from 'autocannon';
import { median } from './measures';

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers that change per request (for example a client address per login). */
  perRequestHeaders?: () => Record<string, string>;
};

/** autocannon against one URL; a short warm-up first (unless told not to) so that caches and JIT are settled. */
export async function load(url: string, options: LoadOptions & { warm?: boolean }): Promise<LoadResult> {
  const base = { url, method: options.method ?? 'GET', headers: options.headers, body: options.body };
  if (options.warm !== false) await autocannon({ ...base, connections: Math.min(options.connections, 4), duration: 1 });
  const perRequest = options.perRequestHeaders;
  const result = await autocannon({
    ...base,
    connections: options.connections,
    duration: options.seconds,
    ...(perRequest
      ? {
          requests: [
            {
              method: base.method,
              body: base.body,
              setupRequest: (request) => ({ ...request, headers: { ...options.headers, ...perRequest() } }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The same load on several URLs taken in turns, `rounds` times, each figure the median of its
 * rounds: on a shared machine a burst of outside work then hits every URL alike instead of
 * whichever one happened to run at that moment, which keeps the ratios between them fair.
 */
export async function loadInTurns(
  urls: Record<string, string>,
  options: LoadOptions & { rounds: number },
): Promise<Record<string, LoadResult>> {
  const runs: Record<string, LoadResult[]> = {};
  for (const [key, url] of Object.entries(urls)) {
    await load(url, { ...options, seconds: 1 });
    runs[key] = [];
  }
  for (let round = 0; round < options.rounds; round++) {
    for (const [key, url] of Object.entries(urls)) runs[key]!.push(await load(url, { ...options, warm: false }));
  }
  const results: Record<string, LoadResult> = {};
  for (const [key, list] of Object.entries(runs)) {
    results[key] = {
      requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
      latencyP50Ms: median(list.map((run) => run.latencyP50Ms)),
      latencyP99Ms: median(list.map((run) => run.latencyP99Ms)),
      requests: list.reduce((sum, run) => sum + run.requests, 0),
      errors: list.reduce((sum, run) => sum + run.errors, 0),
      non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
    };
  }
  return results;
}
