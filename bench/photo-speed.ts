// `npm run bench:photo -- [baseline commit] [hard measurable] [hard per unmeasurable kind] [original measurable]
// [original per refusal kind] [native-size photos]`: the photo measurer's time per photo (issue 27: about 500 ms
// on a phone) against the measurer of a baseline commit, both run in this process on the same photos one right
// after the other (in alternating order), so the machine's load weighs on both alike; the answers of the two are
// compared as well (length and width to 0.01 mm, confidence, paper flag, refusal reason). The last figure takes
// that many of the harder set's measurable photos, scaled up to the native sizes the issue names (1280 and
// 2016 px on the long side), as the page would get them from a phone without its 1280 px cap.
// PHOTO_CACHE=<dir> keeps the rendered photos between runs (delete it when a generator changes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardKinds, hardPhoto } from '@/tests/support/hard-foot-photo';
import { syntheticPhoto, type PhotoKind } from '@/tests/support/synthetic-foot-photo';
import { answerOf, cached, figures, quantile, type Photo } from './lib/photo-cache';

const [baseline = '2a07712', ...counts] = process.argv.slice(2);
const [hardMeasurable, hardPerKind, originalMeasurable, originalPerKind, nativeCount] = [120, 8, 200, 20, 12].map((fallback, i) =>
  Number(counts[i] ?? fallback),
) as [number, number, number, number, number];

function* hardSet(): Generator<Photo> {
  for (const kind of hardKinds) {
    const [from, count] = kind === 'measurable' ? [1, hardMeasurable] : [5001, hardPerKind];
    for (let seed = from; seed < from + count; seed++)
      yield cached(`${kind}-${seed}`, () => ({ name: `${kind}-${seed}`, ...hardPhoto(seed, kind) }));
  }
}

function* originalSet(): Generator<Photo> {
  const kinds: PhotoKind[] = ['measurable', 'tooDark', 'sheetCut', 'tooOblique', 'footOffSheet', 'noFoot'];
  for (const kind of kinds) {
    const [from, count] = kind === 'measurable' ? [1, originalMeasurable] : [1000, originalPerKind];
    for (let seed = from; seed < from + count; seed++)
      yield cached(`original-${kind}-${seed}`, () => {
        const photo = syntheticPhoto(seed, kind);
        return { name: `original-${kind}-${seed}`, image: photo.image, paper: photo.scene.paper };
      });
  }
}

/** The photo resampled (bilinear) so that its longer side is `side` pixels. */
function scaledTo(photo: Photo, side: number): Photo {
  const { width, height, data } = photo.image;
  const k = side / Math.max(width, height);
  const [w, h] = [Math.round(width * k), Math.round(height * k)];
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1.001, Math.max(0, (y + 0.5) / k - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(width - 1.001, Math.max(0, (x + 0.5) / k - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const i = (y0 * width + x0) * 4;
      for (let c = 0; c < 4; c++) {
        const top = data[i + c]! * (1 - fx) + data[i + 4 + c]! * fx;
        const bottom = data[i + 4 * width + c]! * (1 - fx) + data[i + 4 * width + 4 + c]! * fx;
        out[(y * w + x) * 4 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return { name: `${photo.name}@${side}`, paper: photo.paper, image: { width: w, height: h, data: out } };
}

/** The measurer as the baseline commit has it, from a copy of its `lib/measure/photo` outside the tree. */
async function baselineMeasurer(commit: string): Promise<{ measure: typeof measureFoot; done: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'photo-speed-'));
  const archive = execFileSync('git', ['archive', commit, 'lib/measure/photo'], { maxBuffer: 1 << 26 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const measurer = (await import(pathToFileURL(join(dir, 'lib/measure/photo/measure.ts')).href)) as { measureFoot: typeof measureFoot };
  return { measure: measurer.measureFoot, done: () => rmSync(dir, { recursive: true, force: true }) };
}

interface Run {
  ms: number[];
  baselineMs: number[];
  differ: string[];
}

/** Processor time (user and system) this process spends measuring: on a shared machine, wall time is mostly waiting. */
function timed(measure: typeof measureFoot, photo: Photo): { ms: number; answer: string } {
  const start = process.cpuUsage();
  const outcome = measure(photo.image, photo.paper);
  const { user, system } = process.cpuUsage(start);
  return { ms: (user + system) / 1000, answer: answerOf(outcome) };
}

function runSet(photos: Iterable<Photo>, old: typeof measureFoot): Run {
  const run: Run = { ms: [], baselineMs: [], differ: [] };
  let turn = 0;
  for (const photo of photos) {
    const oldFirst = turn++ % 2 === 1;
    const before = oldFirst ? timed(old, photo) : null;
    const now = timed(measureFoot, photo);
    const then = before ?? timed(old, photo);
    run.ms.push(now.ms);
    run.baselineMs.push(then.ms);
    if (now.answer !== then.answer) run.differ.push(`${photo.name}: ${then.answer} → ${now.answer}`);
  }
  return run;
}

const { measure: old, done } = await baselineMeasurer(baseline);
const sets: [string, () => Iterable<Photo>][] = [
  [`harder set (${hardMeasurable} measurable, ${hardPerKind} of each unmeasurable kind)`, hardSet],
  [`original set (${originalMeasurable} measurable, ${originalPerKind} of each refusal kind)`, originalSet],
  ...[1280, 2016].map((side): [string, () => Iterable<Photo>] => [
    `harder set's measurable seeds 1–${nativeCount} at ${side} px`,
    function* () {
      for (let seed = 1; seed <= nativeCount; seed++)
        yield scaledTo(
          cached(`measurable-${seed}`, () => ({ name: `measurable-${seed}`, ...hardPhoto(seed, 'measurable') })),
          side,
        );
    },
  ]),
];
const lines = [
  `Baseline: the measurer at commit ${baseline}. Processor time in ms per photo, median / 90th percentile / max; the ratio is the median over photos of this commit's time over the baseline's on the same photo.`,
  '',
  '| photos | baseline (ms) | this commit (ms) | ratio | answers that differ |',
  '| --- | --- | --- | ---: | --- |',
];
const differences: string[] = [];
for (const [label, photos] of sets) {
  const run = runSet(photos(), old);
  if (run.ms.length === 0) continue;
  const ratio = quantile(
    run.ms.map((ms, i) => ms / run.baselineMs[i]!),
    0.5,
  );
  lines.push(
    `| ${label} | ${figures(run.baselineMs)} | ${figures(run.ms)} | ${ratio.toFixed(2)} | ${run.differ.length} of ${run.ms.length} |`,
  );
  differences.push(...run.differ);
  console.error(lines.at(-1));
}
done();
console.log([...lines, '', ...differences.map((d) => `- ${d}`)].join('\n'));
