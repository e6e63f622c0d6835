// The load generator's process (bench/lib/load-process.ts): one autocannon run, its figures as JSON on
// stdout; given a server's pid, also that server's CPU and scheduler figures read just before and
// just after the run, so the process's start-up is not counted as the server's idle time.
import autocannon from 'autocannon';
import { serverSample } from './cpu.mjs';

const { url, connections, duration, timeout, headers, pid } = JSON.parse(process.argv[2]);
const before = pid === undefined ? undefined : serverSample(pid);
const result = await autocannon({ url, connections, duration, timeout, headers });
const after = pid === undefined ? undefined : serverSample(pid);
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]));
process.stdout.write(
  JSON.stringify({
    answered: result.requests.total,
    statuses,
    timeouts: result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    server: before && after && Object.fromEntries(Object.keys(before).map((key) => [key, after[key] - before[key]])),
  }),
);
