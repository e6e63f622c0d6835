// `npm run bench:cpu -- <name>=<url>@<pid> …`: the CPU time each running server spends per request
// (its process's user + system time over the requests of a run), the targets taken in turns so that
// every one sees the same machine load, at 10 connections as `npm run bench` loads pages. On a shared
// machine req/s says little; CPU per request, compared within a round, is what a change moves.
// The time is split into the main thread (the event loop) and the process's other threads, and the
// main thread's wall time into running, runnable but queued behind the machine's other processes,
// and idle (the event loop had nothing to run): a server idle while its clients wait is waiting on
// something, not computing.
// BENCH_ROUNDS (6), BENCH_SECONDS (5) and BENCH_ACCEPT_ENCODING (none, as `npm run bench`) tune it.
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

type Run = { cpu: number; main: number; others: number; running: number; queued: number; rps: number; p50: number; bad: number };
const runs = new Map(targets.map((target) => [target.name, [] as Run[]]));
for (const target of targets) await loadInChild(target.url, 4, 2, 10, headers);
for (let round = 0; round < rounds; round++) {
  for (const target of targets) {
    const run = await loadInChild(target.url, 10, seconds, 10, headers, target.pid);
    const server = run.server!;
    const bad = Object.entries(run.statuses).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), run.timeouts);
    const answered = Math.max(run.answered, 1);
    runs.get(target.name)!.push({
      cpu: (server.main + server.others) / answered,
      main: server.main / answered,
      others: server.others / answered,
      running: server.running / server.at,
      queued: server.queued / server.at,
      rps: (run.answered / server.at) * 1000,
      p50: run.p50Ms,
      bad,
    });
  }
  console.error(
    `round ${round + 1}: ${targets
      .map((target) => {
        const last = runs.get(target.name)!.at(-1)!;
        return `${target.name} ${last.cpu.toFixed(2)} ms (main ${last.main.toFixed(2)}, ${pct(last.running)} running, ${pct(last.queued)} queued, ${last.rps.toFixed(0)} req/s)`;
      })
      .join(', ')}`,
  );
}

function pct(share: number): string {
  return `${(share * 100).toFixed(0)} %`;
}

const firstRuns = runs.get(targets[0]!.name)!;
const first = median(firstRuns.map((run) => run.cpu));
const firstMain = median(firstRuns.map((run) => run.main));
console.log(
  '| target | CPU per request, each round (ms) | median (ms) | ratio to the first | main thread (ms) | ratio | other threads (ms) | main thread running / queued / idle | req/s | p50 (ms) | non-2xx |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |');
for (const target of targets) {
  const list = runs.get(target.name)!;
  const of = (pick: (run: Run) => number) => median(list.map(pick));
  const each = list.map((run) => run.cpu.toFixed(2)).join(', ');
  const bad = list.reduce((sum, run) => sum + run.bad, 0);
  const [running, queued] = [of((run) => run.running), of((run) => run.queued)];
  console.log(
    `| ${target.name} \`${new URL(target.url).pathname}\` | ${each} | ${of((run) => run.cpu).toFixed(2)} | ${(of((run) => run.cpu) / first).toFixed(2)} | ` +
      `${of((run) => run.main).toFixed(2)} | ${(of((run) => run.main) / firstMain).toFixed(2)} | ${of((run) => run.others).toFixed(2)} | ` +
      `${pct(running)} / ${pct(queued)} / ${pct(Math.max(0, 1 - running - queued))} | ${of((run) => run.rps).toFixed(0)} | ${of((run) => run.p50).toFixed(0)} | ${bad} |`,
  );
}
