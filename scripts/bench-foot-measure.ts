/**
 * Foot-measuring accuracy on a larger synthetic set than the unit tests use: prints the error
 * distribution and the refusals as Markdown for bench/RESULTS.md.
 * Usage: npx tsx scripts/bench-foot-measure.ts [measurable photos, default 200] [per refusal kind, default 20]
 */
import { measureFoot } from '@/lib/foot-measure/measure';
import { syntheticPhoto, type PhotoKind } from '@/tests/support/synthetic-foot-photo';

const measurable = Number(process.argv[2] ?? 200);
const perKind = Number(process.argv[3] ?? 20);
const refusalKinds: PhotoKind[] = ['tooDark', 'sheetCut', 'tooOblique', 'footOffSheet', 'noFoot'];

const errors: number[] = [];
let refused = 0;
let widthErrorSum = 0;
const started = Date.now();
for (let seed = 1; seed <= measurable; seed++) {
  const photo = syntheticPhoto(seed, 'measurable');
  const result = measureFoot(photo.image, photo.scene.paper);
  if (!result.ok) {
    refused++;
    continue;
  }
  errors.push(result.lengthMm - photo.lengthMm);
  widthErrorSum += Math.abs(result.widthMm - photo.widthMm);
}
const abs = errors.map(Math.abs).sort((a, b) => a - b);
const quantile = (q: number) => abs[Math.min(abs.length - 1, Math.floor(q * abs.length))]!.toFixed(2);
const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
const buckets = [0.5, 1, 2, 3, Infinity];
const counts = buckets.map((limit, i) => abs.filter((e) => e <= limit && (i === 0 || e > buckets[i - 1]!)).length);

console.log(`Measurable photos: ${measurable}; measured ${errors.length}, refused ${refused}.`);
console.log(
  `Within 3 mm: ${abs.filter((e) => e <= 3).length}/${measurable} (${((100 * abs.filter((e) => e <= 3).length) / measurable).toFixed(1)} %).`,
);
console.log(
  `Signed mean error ${mean.toFixed(2)} mm; |error| median ${quantile(0.5)}, 90th percentile ${quantile(0.9)}, 95th ${quantile(0.95)}, max ${abs.at(-1)!.toFixed(2)} mm; mean |width error| ${(widthErrorSum / errors.length).toFixed(2)} mm.`,
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
    const result = measureFoot(photo.image, photo.scene.paper);
    if (result.ok) answered++;
    else if (result.reason === kind) right++;
    else other++;
  }
  console.log(`| ${kind} | ${right}/${perKind} | ${other} | ${answered} |`);
}
console.log('');
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
