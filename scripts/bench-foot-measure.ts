/**
 * Foot-measuring accuracy on larger synthetic sets than the unit tests use, printed as Markdown for
 * bench/RESULTS.md: the original set (`tests/support/synthetic-foot-photo.ts`), then the harder set
 * (`tests/support/hard-foot-photo.ts`) per condition, with the measurer's time per photo.
 * Usage: npx tsx scripts/bench-foot-measure.ts [original measurable, default 200] [original per refusal kind, default 20]
 *        [hard measurable, default 200] [hard per unmeasurable kind, default 12]
 *        [first hard measurable seed, default 1] [first hard unmeasurable seed, default 5001]
 * Seeds the measurer was never tuned on (for example `0 0 120 16 241 5025`) show whether its figures hold on photos
 * it has not seen; say which seeds a figure in bench/RESULTS.md comes from.
 */
import { measureFoot } from '@/lib/measure/photo/measure';
import type { MeasureOutcome, PaperSize, RgbaImage } from '@/lib/measure/photo/types';
import { hardKinds, hardPhoto, type HardKind } from '@/tests/support/hard-foot-photo';
import { syntheticPhoto, type PhotoKind } from '@/tests/support/synthetic-foot-photo';

const [measurable, perKind, hardMeasurable, hardPerKind, hardFrom, hardUnmeasurableFrom] = [200, 20, 200, 12, 1, 5001].map((fallback, i) =>
  Number(process.argv[2 + i] ?? fallback),
) as [number, number, number, number, number, number];
const started = Date.now();
const timings: number[] = [];

function timed(image: RgbaImage, paper: PaperSize): MeasureOutcome {
  const t = performance.now();
  const result = measureFoot(image, paper);
  timings.push(performance.now() - t);
  return result;
}

function originalSet(): void {
  const refusalKinds: PhotoKind[] = ['tooDark', 'sheetCut', 'tooOblique', 'footOffSheet', 'noFoot'];
  const errors: number[] = [];
  let refused = 0;
  let widthErrorSum = 0;
  for (let seed = 1; seed <= measurable; seed++) {
    const photo = syntheticPhoto(seed, 'measurable');
    const result = timed(photo.image, photo.scene.paper);
    if (!result.ok) {
      refused++;
      continue;
    }
    errors.push(result.lengthMm - photo.lengthMm);
    widthErrorSum += Math.abs(result.widthMm - photo.widthMm);
  }
  const abs = errors.map(Math.abs).sort((a, b) => a - b);
  const quantile = (q: number) => (abs[Math.min(abs.length - 1, Math.floor(q * abs.length))] ?? NaN).toFixed(2);
  const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
  const buckets = [0.5, 1, 2, 3, Infinity];
  const counts = buckets.map((limit, i) => abs.filter((e) => e <= limit && (i === 0 || e > buckets[i - 1]!)).length);
  const within = abs.filter((e) => e <= 3).length;
  console.log('### Original set');
  console.log('');
  console.log(`Measurable photos: ${measurable}; measured ${errors.length}, refused ${refused}.`);
  console.log(`Within 3 mm: ${within}/${measurable} (${((100 * within) / measurable).toFixed(1)} %).`);
  console.log(
    `Signed mean error ${mean.toFixed(2)} mm; |error| median ${quantile(0.5)}, 90th percentile ${quantile(0.9)}, 95th ${quantile(0.95)}, max ${(abs.at(-1) ?? NaN).toFixed(2)} mm; mean |width error| ${(widthErrorSum / errors.length).toFixed(2)} mm.`,
  );
  console.log('');
  console.log('| abs(error) | ≤ 0.5 mm | 0.5–1 mm | 1–2 mm | 2–3 mm | > 3 mm |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| photos | ${counts.join(' | ')} |`);
  console.log('');
  console.log('| photo that cannot be measured | refused with the right reason | refused otherwise | answered with a number |');
  console.log('|---|---|---|---|');
  for (const kind of refusalKinds) {
    let right = 0;
    let other = 0;
    let answered = 0;
    for (let seed = 1000; seed < 1000 + perKind; seed++) {
      const photo = syntheticPhoto(seed, kind);
      const result = timed(photo.image, photo.scene.paper);
      if (result.ok) answered++;
      else if (result.reason === kind) right++;
      else other++;
    }
    console.log(`| ${kind} | ${right}/${perKind} | ${other} | ${answered} |`);
  }
  console.log('');
}

interface Tally {
  photos: number;
  within3: number;
  over5: number;
  refused: number;
  measured: number;
  widthWithin4: number;
  confidentWrong: number;
}

const emptyTally = (): Tally => ({ photos: 0, within3: 0, over5: 0, refused: 0, measured: 0, widthWithin4: 0, confidentWrong: 0 });

/** The refusal each unmeasurable kind should get: the one that names its fix. */
const expectedReason: Record<Exclude<HardKind, 'measurable'>, string> = {
  cornerOut: 'sheetCut',
  twoFeet: 'twoFeet',
  blurred: 'blurred',
  noPaper: 'noSheet',
  wrongPaper: 'wrongPaper',
};

function hardSet(): void {
  const byTag = new Map<string, Tally>();
  const all = emptyTally();
  const errors: number[] = [];
  const reasons = new Map<string, number>();
  for (let seed = hardFrom; seed < hardFrom + hardMeasurable; seed++) {
    const photo = hardPhoto(seed, 'measurable');
    const result = timed(photo.image, photo.paper);
    const tallies = [all, ...photo.tags.map((tag) => byTag.get(tag) ?? byTag.set(tag, emptyTally()).get(tag)!)];
    for (const tally of tallies) {
      tally.photos++;
      if (!result.ok) {
        tally.refused++;
        continue;
      }
      const error = Math.abs(result.lengthMm - photo.lengthMm);
      tally.measured++;
      if (error <= 3) tally.within3++;
      if (error > 5) tally.over5++;
      if (error > 3 && result.confidence === 'high') tally.confidentWrong++;
      if (Math.abs(result.widthMm - photo.widthMm) <= 4) tally.widthWithin4++;
    }
    if (result.ok) errors.push(result.lengthMm - photo.lengthMm);
    else reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
  }
  const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)} %` : '–');
  const row = (name: string, t: Tally) =>
    `| ${name} | ${t.photos} | ${t.within3} (${pct(t.within3, t.photos)}) | ${t.over5} | ${t.confidentWrong} | ${t.refused} | ${t.widthWithin4}/${t.measured} (${pct(t.widthWithin4, t.measured)}) |`;
  const abs = errors.map(Math.abs).sort((a, b) => a - b);
  console.log('### Harder set');
  console.log('');
  console.log(
    `${hardMeasurable} photos that follow the instructions (seeds ${hardFrom}–${hardFrom + hardMeasurable - 1}): ${all.within3} within 3 mm (${pct(all.within3, all.photos)}), ` +
      `${all.over5} more than 5 mm off, ${all.refused} refused (${[...reasons].map(([r, n]) => `${n} ${r}`).join(', ') || 'none'}); ` +
      `signed mean error ${(errors.reduce((s, e) => s + e, 0) / Math.max(1, errors.length)).toFixed(2)} mm, |error| median ${(abs[abs.length >> 1] ?? NaN).toFixed(2)}, max ${(abs.at(-1) ?? NaN).toFixed(2)} mm.`,
  );
  console.log('');
  console.log(
    '| condition | photos | within 3 mm | > 5 mm off | > 3 mm off, "high confidence" | refused | width within 4 mm (of measured) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(row('**all**', all));
  for (const [tag, tally] of [...byTag].sort((a, b) => a[0].localeCompare(b[0]))) console.log(row(tag, tally));
  console.log('');
  console.log(`Seeds ${hardUnmeasurableFrom}–${hardUnmeasurableFrom + hardPerKind - 1} of each kind that cannot be measured:`);
  console.log('');
  console.log(
    '| photo that cannot be measured | photos | refused with the reason that names the fix | refused otherwise | given a number |',
  );
  console.log('|---|---|---|---|---|');
  for (const kind of hardKinds) {
    if (kind === 'measurable') continue;
    let right = 0;
    const other = new Map<string, number>();
    let answered = 0;
    for (let seed = hardUnmeasurableFrom; seed < hardUnmeasurableFrom + hardPerKind; seed++) {
      const photo = hardPhoto(seed, kind);
      const result = timed(photo.image, photo.paper);
      if (result.ok) answered++;
      else if (result.reason === expectedReason[kind]) right++;
      else other.set(result.reason, (other.get(result.reason) ?? 0) + 1);
    }
    const others = [...other].map(([r, n]) => `${n} ${r}`).join(', ') || '0';
    console.log(`| ${kind} (expected \`${expectedReason[kind]}\`) | ${hardPerKind} | ${right} | ${others} | ${answered} |`);
  }
  console.log('');
}

if (measurable > 0) originalSet();
if (hardMeasurable > 0) hardSet();
const sorted = [...timings].sort((a, b) => a - b);
const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(0);
console.log(
  `Measuring time per photo (this machine, Node, one core): median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, max ${at(1)} ms over ${sorted.length} photos.`,
);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
