// `npm run bench:choices -- <name>=<url> …` times 20 size choices at 4× CPU on each
// page (bench/lib/interaction.ts), the targets taking turns for BENCH_ROUNDS rounds (3), so that two
// builds served side by side see the same machine load; compare within a round.
import { readFileSync } from 'node:fs';
import { timeSizeChoices } from './lib/interaction';
import { median, percentile } from './lib/measures';

const targets = process.argv.slice(2).map((arg) => {
  const match = /^([^=]+)=(.+)$/.exec(arg);
  if (!match) throw new Error(`usage: bench/choice-pairs.ts <name>=<url> …, not ${arg}`);
  return { name: match[1]!, url: match[2]! };
});
if (targets.length === 0) throw new Error('usage: bench/choice-pairs.ts <name>=<url> …');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

for (let round = 1; round <= rounds; round++) {
  for (const target of targets) {
    const { timings } = await timeSizeChoices(target.url, { choices: 20, cpuRate: 4 });
    const painted = timings.map((timing) => timing.paintedMs);
    const inDom = timings.map((timing) => timing.inDomMs);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    console.log(
      `round ${round} ${target.name}: painted p95 ${percentile(painted, 95).toFixed(0)} ms, median ${median(painted).toFixed(0)} ms; in the DOM median ${median(inDom).toFixed(0)} ms (load ${load})`,
    );
  }
}
