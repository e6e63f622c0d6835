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
import { auditAtBothSlowdowns, scoresOf } from './lib/lighthouse';
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

const line = (lhr: Result) => {
  const s = scoresOf(lhr);
  return `perf ${s.performance}, TBT ${ms(s.tbtMs)}, LCP ${ms(s.lcpMs)}, FCP ${ms(lhr.audits['first-contentful-paint']?.numericValue)}, CLS ${s.cls.toFixed(3)}`;
};

type Figures = { performance: number; tbtMs: number; lcpMs: number };
const figures = (lhr: Result): Figures => {
  const s = scoresOf(lhr);
  return { performance: s.performance, tbtMs: s.tbtMs, lcpMs: s.lcpMs };
};
const medians = (list: Figures[]) =>
  `perf ${median(list.map((f) => f.performance))}, TBT ${ms(median(list.map((f) => f.tbtMs)))}, LCP ${ms(median(list.map((f) => f.lcpMs)))}`;

for (const page of paths) {
  const collected = {
    site: { byDefault: [] as Figures[], calibrated: [] as Figures[] },
    bare: { byDefault: [] as Figures[], calibrated: [] as Figures[] },
  };
  for (let run = 0; run < runs; run++) {
    for (const [side, url] of [
      ['bare', bare],
      ['site', site + page],
    ] as const) {
      const result = await auditAtBothSlowdowns(url, port);
      collected[side].byDefault.push(figures(result.default));
      collected[side].calibrated.push(figures(result.calibrated));
      console.log(
        `${page} run ${run + 1} ${side}: index ${Math.round(result.default.environment.benchmarkIndex)}, calibrated ${result.slowdown.toFixed(2)}×`,
      );
      console.log(`    4×: ${line(result.default)} | calibrated: ${line(result.calibrated)}`);
      if (side === 'site') console.log(`${breakdown(result.default)}\n    LCP element: ${lcpElement(result.default)}`);
      if (saveDir)
        writeFileSync(path.join(saveDir, `${page.replaceAll('/', '_') || '_'}-${run + 1}-${side}.json`), JSON.stringify(result.default));
    }
  }
  console.log(`${page} medians: site 4× ${medians(collected.site.byDefault)}; bare 4× ${medians(collected.bare.byDefault)}`);
  console.log(
    `${page} medians: site calibrated ${medians(collected.site.calibrated)}; bare calibrated ${medians(collected.bare.calibrated)}`,
  );
}
