// `npm run bench:photo-phone -- [baseline commit] [hard measurable] [hard per unmeasurable kind] [repeats] [cpu rate]`: the photo
// measurer's time per photo in a browser with its processor slowed as a phone's (issue 27: about 500 ms per photo on a
// phone), against the measurer of a baseline commit (default HEAD, so that the working tree's changes are what is
// compared) on the same photos in the same page, one right after the other in alternating order.
// Both measurers are bundled with esbuild (the baseline's from `git archive` of its lib/measure/photo, outside the
// tree) into a page served from this process on a free port, opened in headless Chromium; the CPU is throttled with
// CDP's Emulation.setCPUThrottlingRate (rate 4 by default, Lighthouse's mobile setting), and each photo is also timed
// unthrottled. Times are the page's wall time around `measureFoot` (performance.now), the photo already in memory; with
// repeats above 1 (default 1), each photo's time is the least of that many pairs, the one least disturbed by the rest
// of a shared machine.
// Photos: the harder set's measurable seeds spread evenly over 1–120 and the first seeds of each unmeasurable kind,
// from PHOTO_CACHE=<dir> when it holds them (rendered otherwise, and kept there), as `npm run bench:photo` takes them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import type { MeasureOutcome } from '@/lib/measure/photo/types';
import { hardKinds, hardPhoto } from '@/tests/support/hard-foot-photo';
import { chromiumFlags, chromiumPath } from './lib/processes';
import { answerOf, cached, figures, quantile, type Photo } from './lib/photo-cache';

const [baseline = 'HEAD', ...counts] = process.argv.slice(2);
const [measurableCount, perKind, repeats, cpuRate] = [30, 2, 1, 4].map((fallback, i) => Number(counts[i] ?? fallback)) as [
  number,
  number,
  number,
  number,
];

/** The photos' names, measurable seeds spread evenly over the harder set's 120. */
const names: string[] = [];
for (const kind of hardKinds) {
  if (kind === 'measurable')
    for (let i = 0; i < measurableCount; i++) names.push(`measurable-${1 + Math.floor((i * 120) / measurableCount)}`);
  else for (let seed = 5001; seed < 5001 + perKind; seed++) names.push(`${kind}-${seed}`);
}

function photoNamed(name: string): Photo {
  const [kind, seed] = name.split('-') as [(typeof hardKinds)[number], string];
  return cached(name, () => ({ name, ...hardPhoto(Number(seed), kind) }));
}

/** The measurer at `entry` as one script that sets `globalThis[global]` to its module. */
async function bundle(entry: string, global: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: global,
    target: 'es2022',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

const dir = mkdtempSync(join(tmpdir(), 'photo-phone-'));
const scripts: Record<string, string> = {};
try {
  execFileSync('tar', ['-x', '-C', dir], {
    input: execFileSync('git', ['archive', baseline, 'lib/measure/photo'], { maxBuffer: 1 << 26 }),
  });
  scripts['/baseline.js'] = await bundle(join(dir, 'lib/measure/photo/measure.ts'), 'baselineMeasurer');
  scripts['/current.js'] = await bundle(join(process.cwd(), 'lib/measure/photo/measure.ts'), 'currentMeasurer');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The page's own code: the photo fetched into memory first, then each measurer timed on it in the order asked.
const driver = `
window.loadPhoto = async (name) => {
  const meta = await (await fetch('/photo/' + name + '.json')).json();
  const data = new Uint8ClampedArray(await (await fetch('/photo/' + name + '.bin')).arrayBuffer());
  window.photo = { image: { width: meta.width, height: meta.height, data }, paper: meta.paper };
};
window.timeBoth = (baselineFirst) => {
  const time = (measurer) => {
    const start = performance.now();
    const outcome = measurer.measureFoot(window.photo.image, window.photo.paper);
    return { ms: performance.now() - start, outcome };
  };
  const before = baselineFirst ? time(baselineMeasurer) : null;
  const now = time(currentMeasurer);
  const then = before ?? time(baselineMeasurer);
  return { now, then };
};`;
const page = `<!doctype html><meta charset="utf-8"><title>photo measurer</title>
<script src="/baseline.js"></script><script src="/current.js"></script><script>${driver}</script>`;

let served: Photo | null = null;
const server = createServer((request, response) => {
  const url = request.url ?? '/';
  const photo = /^\/photo\/(.+)\.(json|bin)$/.exec(url);
  if (photo) {
    const current = served?.name === photo[1] ? served! : (served = photoNamed(photo[1]!));
    const { width, height, data } = current.image;
    if (photo[2] === 'json') response.end(JSON.stringify({ width, height, paper: current.paper }));
    else response.end(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    return;
  }
  const body = url === '/' ? page : scripts[url];
  if (body === undefined) {
    response.statusCode = 404;
    response.end();
    return;
  }
  response.setHeader('content-type', url === '/' ? 'text/html' : 'text/javascript');
  response.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Times {
  ms: number[];
  baselineMs: number[];
}
const rates = [cpuRate, 1];
const runs = new Map<number, Times>(rates.map((rate) => [rate, { ms: [], baselineMs: [] }]));
const differ: string[] = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const version = browser.version();
try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(origin);
  const cdp = await context.newCDPSession(tab);
  type Timed = { ms: number; outcome: MeasureOutcome };
  const timeBoth = (baselineFirst: boolean) =>
    tab.evaluate(
      (first) => (window as unknown as { timeBoth: (b: boolean) => { now: Timed; then: Timed } }).timeBoth(first),
      baselineFirst,
    );
  // One untimed run of each on the first photo, so that neither pays for compiling the code in its figures.
  await tab.evaluate((name) => (window as unknown as { loadPhoto: (n: string) => Promise<void> }).loadPhoto(name), names[0]!);
  await timeBoth(false);
  for (const [turn, name] of names.entries()) {
    await tab.evaluate((n) => (window as unknown as { loadPhoto: (n: string) => Promise<void> }).loadPhoto(n), name);
    for (const rate of rates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      let [ms, baselineMs] = [Infinity, Infinity];
      let pair: { now: Timed; then: Timed } | null = null;
      for (let repeat = 0; repeat < repeats; repeat++) {
        pair = await timeBoth((turn + repeat) % 2 === 1);
        [ms, baselineMs] = [Math.min(ms, pair.now.ms), Math.min(baselineMs, pair.then.ms)];
      }
      const { now, then } = pair!;
      runs.get(rate)!.ms.push(ms);
      runs.get(rate)!.baselineMs.push(baselineMs);
      const [answer, baselineAnswer] = [answerOf(now.outcome), answerOf(then.outcome)];
      if (answer !== baselineAnswer) differ.push(`${name} (CPU ×${rate}): ${baselineAnswer} → ${answer}`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.error(
      `${name}: ×${cpuRate} ${runs.get(cpuRate)!.baselineMs.at(-1)!.toFixed(0)} → ${runs.get(cpuRate)!.ms.at(-1)!.toFixed(0)} ms, ` +
        `×1 ${runs.get(1)!.baselineMs.at(-1)!.toFixed(0)} → ${runs.get(1)!.ms.at(-1)!.toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

const lines = [
  `Baseline: the measurer at ${baseline} (${execFileSync('git', ['rev-parse', '--short', baseline]).toString().trim()}); this: the working tree's. ` +
    `Headless Chromium ${version}, wall time in ms per photo on the page's thread (least of ${repeats}), median / 90th percentile / max, over ` +
    `${names.length} photos of the harder set (${measurableCount} measurable, ${perKind} of each unmeasurable kind); the ratio ` +
    `is the median over photos of this measurer's time over the baseline's on the same photo.`,
  '',
  '| CPU | baseline (ms) | this (ms) | ratio | answers that differ |',
  '| --- | --- | --- | ---: | --- |',
];
for (const rate of rates) {
  const { ms, baselineMs } = runs.get(rate)!;
  const ratio = quantile(
    ms.map((value, i) => value / baselineMs[i]!),
    0.5,
  );
  const label = rate === 1 ? 'unthrottled' : `throttled ×${rate}`;
  lines.push(
    `| ${label} | ${figures(baselineMs)} | ${figures(ms)} | ${ratio.toFixed(2)} | ${differ.filter((d) => d.includes(`(CPU ×${rate})`)).length} of ${ms.length} |`,
  );
}
console.log([...lines, '', ...differ.map((d) => `- ${d}`)].join('\n'));
