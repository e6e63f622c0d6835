import autocannon from 'autocannon';

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

/** autocannon against one URL; a short warm-up first so that caches and JIT are settled. */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const base = { url, method: options.method ?? 'GET', headers: options.headers, body: options.body };
  await autocannon({ ...base, connections: Math.min(options.connections, 4), duration: 1 });
  const perRequest = options.perRequestHeaders;
  const result = await autocannon({
    ...base,
    connections: options.connections,
    duration: options.seconds,
    ...(perRequest
      ? { requests: [{ method: base.method, body: base.body, setupRequest: (request) => ({ ...request, headers: { ...options.headers, ...perRequest() } }) }] }
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
