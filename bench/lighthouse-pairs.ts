// `npm run bench:lighthouse -- <site URL> <bare page URL> <path> …`: Lighthouse mobile on each path of
// the running site, each run just after one of the bare page, every load audited twice: at the
// graded default (4× CPU) and at the slowdown Lighthouse's docs calibrate to this host's benchmark
// index. Beside the figures it prints what the site's main thread did (bootup-time per script,
// mainthread-work-breakdown per kind) and the LCP element, so a change is judged on its breakdown in
// pairs rather than on absolute milliseconds of a shared machine. BENCH_LIGHTHOUSE_RUNS (3),
// BENCH_CHROMIUM_PORT (3319); BENCH_LIGHTHOUSE_SAVE=<dir> keeps every report as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { auditBesideBare, scoresOf } from './lib/lighthouse';
import type { LighthouseScores } from './lib/lighthouse-scores';
import { median } from './lib/measures';

const [site, bare, ...paths] = process.argv.slice(2);
if (!site || !bare || paths.length === 0) throw new Error('usage: bench/lighthouse-pairs.ts <site URL> <bare page URL> <path> …');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_CHROMIUM_PORT ?? 3319);
const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });

type Items = Array<Record<string, unknown>>;
const items = (lhr: Result, id: string): Items => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;
const ms = (value: unknown) => Math.round(Number(value));

/** The site's scripts by main-thread time (bootup-time), shortest path names, and the work by kind. */
function breakdown(lhr: Result): string {
  const scripts = items(lhr, 'bootup-time')
    .slice(0, 6)
    .map(
      (item) =>
        `${
          String(item.url)
            .replace(/^.*\/_next\/static\/chunks\//, '')
            .replace(/^https?:\/\/[^/]+/, '') || '(page)'
        } ${ms(item.total)}`,
    );
  const kinds = items(lhr, 'mainthread-work-breakdown').map((item) => `${String(item.group)} ${ms(item.duration)}`);
  return `    bootup (ms): ${scripts.join(', ')}\n    main thread (ms): ${kinds.join(', ')}`;
}

function lcpElement(lhr: Result): string {
  const table = items(lhr, 'largest-contentful-paint-element')[0] as { items?: Items } | undefined;
  const node = table?.items?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  return node ? `${node.selector ?? ''} ${String(node.snippet ?? '').slice(0, 60)}` : '(none)';
}

/** What had finished loading before the observed (unthrottled) LCP: Lantern's LCP graph holds it all. */
function beforeObservedLcp(lhr: Result): string {
  const observed = Number((items(lhr, 'metrics')[0] ?? {}).observedLargestContentfulPaint);
  const done = items(lhr, 'network-requests').filter((request) => Number(request.networkEndTime) <= observed);
  const scripts = done.filter((request) => request.resourceType === 'Script').length;
  const font = done.some((request) => request.resourceType === 'Font') ? 'the font' : 'no font';
  return `observed LCP ${ms(observed)} ms after ${done.length} requests (${scripts} scripts, ${font})`;
}

const line = (lhr: Result) => {
  const s = scoresOf(lhr);
  return `perf ${s.performance}, TBT ${ms(s.tbtMs)}, LCP ${ms(s.lcpMs)}, FCP ${ms(lhr.audits['first-contentful-paint']?.numericValue)}, CLS ${s.cls.toFixed(3)}`;
};

const medians = (list: LighthouseScores[]) =>
  `perf ${median(list.map((f) => f.performance))}, TBT ${ms(median(list.map((f) => f.tbtMs)))}, LCP ${ms(median(list.map((f) => f.lcpMs)))}`;

for (const page of paths) {
  const audited = await auditBesideBare(site + page, bare, port, runs, (side, run, result) => {
    console.log(
      `${page} run ${run + 1} ${side}: index ${Math.round(result.default.environment.benchmarkIndex)}, calibrated ${result.slowdown.toFixed(2)}×`,
    );
    console.log(`    4×: ${line(result.default)} | calibrated: ${line(result.calibrated)}`);
    if (side === 'page')
      console.log(`${breakdown(result.default)}\n    LCP element: ${lcpElement(result.default)}; ${beforeObservedLcp(result.default)}`);
    if (saveDir)
      writeFileSync(path.join(saveDir, `${page.replaceAll('/', '_') || '_'}-${run + 1}-${side}.json`), JSON.stringify(result.default));
  });
  console.log(`${page} medians: site 4× ${medians(audited.page.byDefault)}; bare 4× ${medians(audited.bare.byDefault)}`);
  console.log(`${page} medians: site calibrated ${medians(audited.page.calibrated)}; bare calibrated ${medians(audited.bare.calibrated)}`);
}
