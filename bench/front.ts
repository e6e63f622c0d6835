// `npm run bench:front -- <front base URL> <front pid> <direct base URL> <direct pid>`: the Brotli
// front of scripts/server.mjs against Next's handler served directly (the same build and data), at
// 50 connections as a Brotli browser asks: requests per second, latency and the server process's
// CPU time per request, interleaved so both see the same machine load. A Markdown table for RESULTS.md.
import { cpuMs } from './lib/cpu.mjs';
import { loadInChild } from './lib/load-process';
import { browserAcceptEncoding } from './lib/sent-bytes';

const [frontUrl, frontPid, directUrl, directPid] = process.argv.slice(2);
if (!frontUrl || !frontPid || !directUrl || !directPid)
  throw new Error('usage: bench/front.ts <front URL> <front pid> <direct URL> <direct pid>');

const seconds = 10;
const targets = ['/men', '/ja/kids', '/api/convert?gender=men&system=us&size=9'];
const servers = [
  { name: 'front', url: frontUrl, pid: frontPid },
  { name: 'direct', url: directUrl, pid: directPid },
];
const lines = [
  '| target | server | req/s | ratio to direct | p50 (ms) | p99 (ms) | CPU per request (ms) | non-2xx |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const target of targets) {
  const rows: Array<{ name: string; rps: number; p50: number; p99: number; cpu: number; errors: number }> = [];
  for (const { name, url, pid } of servers) {
    const headers = { 'accept-encoding': browserAcceptEncoding };
    await loadInChild(url + target, 4, 2, 10, headers);
    const before = cpuMs(pid);
    const run = await loadInChild(url + target, 50, seconds, 10, headers);
    const cpu = (cpuMs(pid) - before) / Math.max(run.answered, 1);
    const errors = Object.entries(run.statuses)
      .filter(([code]) => !code.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, run.timeouts);
    rows.push({ name, rps: run.answered / seconds, p50: run.p50Ms, p99: run.p99Ms, cpu, errors });
  }
  const direct = rows.find((row) => row.name === 'direct')!;
  for (const row of rows)
    lines.push(
      `| \`${target}\` | ${row.name} | ${row.rps.toFixed(0)} | ${(row.rps / direct.rps).toFixed(2)} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(2)} | ${row.errors} |`,
    );
}
console.log(lines.join('\n'));
