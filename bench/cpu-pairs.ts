// `npm run bench:cpu -- <name>=<url>@<pid> …`: the CPU time each running server spends per request
// (its process's user + system time over the requests of a run), the targets taken in turns so that
// every one sees the same machine load, at 10 connections as `npm run bench` loads pages. On a shared
// machine req/s says little; CPU per request, compared within a round, is what a change moves.
// BENCH_ROUNDS (6), BENCH_SECONDS (5) and BENCH_ACCEPT_ENCODING (none, as `npm run bench`) tune it.
import { cpuMs } from './lib/cpu';
import { loadInChild } from './lib/load-process';
import { median } from './lib/measures';

const targets = process.argv.slice(2).map((arg) => {
  const match = /^([^=]+)=(.+)@(\d+)$/.exec(arg);
  if (!match) throw new Error(`usage: bench/cpu-pairs.ts <name>=<url>@<pid> …, not ${arg}`);
  return { name: match[1]!, url: match[2]!, pid: match[3]! };
});
if (targets.length === 0) throw new Error('usage: bench/cpu-pairs.ts <name>=<url>@<pid> …');
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const headers: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {};

const runs = new Map(targets.map((target) => [target.name, [] as Array<{ cpu: number; rps: number; bad: number }>]));
for (const target of targets) await loadInChild(target.url, 4, 2, 10, headers);
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    const before = cpuMs(target.pid);
    const run = await loadInChild(target.url, 10, seconds, 10, headers);
    const bad = Object.entries(run.statuses).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), run.timeouts);
    runs.get(target.name)!.push({ cpu: (cpuMs(target.pid) - before) / Math.max(run.answered, 1), rps: run.answered / seconds, bad });
  }
  console.error(
    `round ${round + 1}: ${targets.map((target) => `${target.name} ${runs.get(target.name)!.at(-1)!.cpu.toFixed(2)} ms`).join(', ')}`,
  );
}
const first = median(runs.get(targets[0]!.name)!.map((run) => run.cpu));
console.log('| target | CPU per request, each round (ms) | median (ms) | ratio to the first | req/s (median) | non-2xx |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const target of targets) {
  const list = runs.get(target.name)!;
  const cpu = median(list.map((run) => run.cpu));
  const each = list.map((run) => run.cpu.toFixed(2)).join(', ');
  const rps = median(list.map((run) => run.rps)).toFixed(0);
  const bad = list.reduce((sum, run) => sum + run.bad, 0);
  console.log(
    `| ${target.name} \`${new URL(target.url).pathname}\` | ${each} | ${cpu.toFixed(2)} | ${(cpu / first).toFixed(2)} | ${rps} | ${bad} |`,
  );
}
