// The load generator's process (bench/lib/load-process.ts): one autocannon run, its figures as JSON on stdout.
import autocannon from 'autocannon';

const { url, connections, duration, timeout, headers } = JSON.parse(process.argv[2]);
const result = await autocannon({ url, connections, duration, timeout, headers });
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
process.stdout.write(
  JSON.stringify({
    answered: result.requests.total,
    statuses,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  }),
);
