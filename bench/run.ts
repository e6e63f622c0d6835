// `npm run bench`: builds and serves a bare Next.js app (bench/baseline) and the site the same way,
// measures both in one run and writes the figures, their ratios and issue 24's performance budget to
// bench/RESULTS.md. BENCH_ONLY=size,load,api,lighthouse,interaction picks measures; BENCH_SECONDS and
// BENCH_ROUNDS set the length of each load test and how many turns the compared URLs take,
// BENCH_LIGHTHOUSE_RUNS the audits per page; BENCH_SITE_PORT, BENCH_BASELINE_PORT and
// BENCH_CHROMIUM_PORT move the ports (3301, 3302, 3319) so that two runs can share a machine.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startBaseline } from './lib/baseline';
import { timeSizeChoices } from './lib/interaction';
import { auditBesideBare } from './lib/lighthouse';
import { medianScores, type LighthouseScores } from './lib/lighthouse-scores';
import { load, loadInTurns, type LoadResult } from './lib/load';
import { firstLoadJs, htmlElementCount, inlineScriptBytes, KB, median, percentile, type Target } from './lib/measures';
import { startServer, type Server } from './lib/processes';
import { sentBytes } from './lib/sent-bytes';
import { latestSection, markdownTable, replaceLatest, summary, type Row } from './lib/report';

const root = path.resolve(import.meta.dirname, '..');
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3301);
const baselinePort = Number(process.env.BENCH_BASELINE_PORT ?? 3302);
const chromiumPort = Number(process.env.BENCH_CHROMIUM_PORT ?? 3319);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const allMeasures = 'size,load,api,lighthouse,interaction';
const only = new Set((process.env.BENCH_ONLY ?? allMeasures).split(','));
const needsBaseline = ['size', 'load', 'api', 'lighthouse'].some((measure) => only.has(measure));

const converterPages = ['/men', '/country/japanese', '/brand/nike'];
const sitePages = ['/', ...converterPages].flatMap((page) => [page, page === '/' ? '/ja' : `/ja${page}`]);
const isConverter = (page: string) => page !== '/' && page !== '/ja';
const convertQuery = '/api/convert?gender=men&system=us&size=9';
const choices = 20;
const cpuRate = 4;

// Issue 24's budget, as written; every other row of the report is for reading only.
const targets = {
  firstLoadJs: { kind: 'ratio-at-most', limit: 1.25 },
  htmlSent: { kind: 'at-most', limit: 24 },
  sameSizeRps: { kind: 'ratio-at-least', limit: 0.75 },
  convertRps: { kind: 'ratio-at-least', limit: 0.75 },
  noErrors: { kind: 'at-most', limit: 0 },
  performance: { kind: 'difference-at-least', limit: -6 },
  tbtMs: { kind: 'at-most', limit: 200 },
  lcpMs: { kind: 'at-most', limit: 2500 },
  cls: { kind: 'at-most', limit: 0.05 },
  choiceP95Ms: { kind: 'at-most', limit: 100 },
} satisfies Record<string, Target>;

async function text(url: string, init?: RequestInit): Promise<string> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

async function startSite(): Promise<Server> {
  const dataDir = path.join(root, '.bench-data');
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${sitePort}`;
  return startServer({
    name: 'site',
    command: process.execPath,
    args: ['scripts/start.mjs'],
    cwd: root,
    url,
    readyPath: '/api/health',
    env: {
      ...process.env,
      PORT: String(sitePort),
      SITE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench admin password',
      // The login measure sends each request from its own address, as many clients would.
      TRUST_PROXY: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
}

async function sizeRows(site: string, base: string): Promise<Row[]> {
  const rows: Row[] = [];
  const baseHtml = await text(`${base}/`);
  const baseJs = await firstLoadJs(baseHtml, `${base}/`, (url) => text(url));
  const baseSent = await sentBytes(`${base}/`);
  for (const page of sitePages) {
    const html = await text(site + page);
    const js = await firstLoadJs(html, site + page, (url) => text(url));
    const sent = await sentBytes(site + page);
    const converter = isConverter(page);
    rows.push(
      {
        measure: 'first-load JS, gzip',
        page,
        site: js.gzipBytes / KB,
        baseline: baseJs.gzipBytes / KB,
        unit: 'KB',
        digits: 1,
        ...(converter ? { target: targets.firstLoadJs } : {}),
      },
      {
        measure: `HTML as sent (${sent.encoding}) to a browser that accepts Brotli`,
        page,
        site: sent.bytes / KB,
        baseline: baseSent.bytes / KB,
        unit: 'KB',
        digits: 1,
        ...(converter ? { target: targets.htmlSent } : {}),
      },
      {
        measure: 'HTML, raw',
        page,
        site: Buffer.byteLength(html) / KB,
        baseline: Buffer.byteLength(baseHtml) / KB,
        unit: 'KB',
        digits: 1,
      },
      {
        measure: 'inline script (flight data)',
        page,
        site: inlineScriptBytes(html) / KB,
        baseline: inlineScriptBytes(baseHtml) / KB,
        unit: 'KB',
        digits: 1,
      },
      { measure: 'elements in the HTML', page, site: htmlElementCount(html), baseline: htmlElementCount(baseHtml) },
    );
  }
  return rows;
}

function loadRows(
  measure: string,
  page: string,
  result: LoadResult,
  baseline: LoadResult | null,
  target?: Target,
  baselineName?: string,
): Row[] {
  return [
    {
      measure: `${measure} req/s`,
      page,
      site: result.requestsPerSecond,
      baseline: baseline?.requestsPerSecond,
      baselineName,
      ...(target ? { target } : {}),
    },
    {
      measure: `${measure} latency p50`,
      page,
      site: result.latencyP50Ms,
      baseline: baseline?.latencyP50Ms,
      baselineName,
      unit: 'ms',
      digits: 1,
    },
    {
      measure: `${measure} latency p99`,
      page,
      site: result.latencyP99Ms,
      baseline: baseline?.latencyP99Ms,
      baselineName,
      unit: 'ms',
      digits: 1,
    },
  ];
}

async function pageLoadRows(site: string, base: string): Promise<Row[]> {
  const urls: Record<string, string> = { hello: `${base}/`, sameSize: `${base}/same-size` };
  for (const page of sitePages) urls[page] = site + page;
  const results = await loadInTurns(urls, { connections: 10, seconds, rounds });
  const hello = results.hello!;
  const sameSize = results.sameSize!;
  const rows: Row[] = [
    ...loadRows('10 connections', 'bare /', hello, null),
    ...loadRows('10 connections', 'bare /same-size', sameSize, null),
  ];
  for (const page of sitePages) {
    const result = results[page]!;
    const converter = isConverter(page);
    rows.push(...loadRows('10 connections', page, result, sameSize, converter ? targets.sameSizeRps : undefined, 'same-size'));
    rows.push({
      measure: '10 connections req/s',
      page,
      site: result.requestsPerSecond,
      baseline: hello.requestsPerSecond,
      baselineName: 'hello',
    });
    if (result.errors + result.non2xx > 0)
      rows.push({ measure: '10 connections errors + non-2xx', page, site: result.errors + result.non2xx, target: targets.noErrors });
  }
  for (const page of sitePages.filter(isConverter)) {
    const busy = await load(site + page, { connections: 50, seconds });
    rows.push({ measure: '50 connections errors + non-2xx', page, site: busy.errors + busy.non2xx, target: targets.noErrors });
    rows.push({ measure: '50 connections req/s', page, site: busy.requestsPerSecond });
  }
  return rows;
}

async function apiRows(site: string, base: string): Promise<Row[]> {
  const options = { connections: 10, seconds };
  const turns = await loadInTurns({ bare: base + convertQuery, site: site + convertQuery }, { ...options, rounds });
  const bare = turns.bare!;
  const convert = turns.site!;
  const busy = await load(site + convertQuery, { connections: 50, seconds });
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench user password';
  const signup = await fetch(`${site}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
    body: JSON.stringify({ username: 'bench', email, password, confirmPassword: password }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const { token } = (await signup.json()) as { token: string };
  const user = await load(`${site}/api/user`, { ...options, headers: { authorization: `Bearer ${token}` } });
  let address = 0;
  const login = await load(`${site}/api/login`, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    perRequestHeaders: () => ({ 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}` }),
  });
  return [
    ...loadRows('/api/convert', convertQuery, convert, bare, targets.convertRps, 'bare route handler'),
    {
      measure: '/api/convert 50 connections errors + non-2xx',
      page: convertQuery,
      site: busy.errors + busy.non2xx,
      target: targets.noErrors,
    },
    ...loadRows('GET /api/user (token)', '/api/user', user, null),
    { measure: 'GET /api/user errors + non-2xx', page: '/api/user', site: user.errors + user.non2xx, target: targets.noErrors },
    ...loadRows('POST /api/login (Argon2-bound)', '/api/login', login, null),
    { measure: 'POST /api/login errors + non-2xx', page: '/api/login', site: login.errors + login.non2xx },
  ];
}

/** A page's medians beside the medians of the bare page audited between its runs. */
function lighthouseRows(page: string, scores: LighthouseScores, bare: LighthouseScores): Row[] {
  return [
    { measure: 'Lighthouse performance', page, site: scores.performance, baseline: bare.performance, target: targets.performance },
    { measure: 'TBT', page, site: scores.tbtMs, baseline: bare.tbtMs, unit: 'ms', target: targets.tbtMs },
    { measure: 'LCP', page, site: scores.lcpMs, baseline: bare.lcpMs, unit: 'ms', target: targets.lcpMs },
    { measure: 'CLS', page, site: scores.cls, baseline: bare.cls, digits: 3, target: targets.cls },
    // The issue's budget leaves these out (the end-to-end tests check accessibility): reported, not graded.
    { measure: 'Lighthouse accessibility', page, site: scores.accessibility, baseline: bare.accessibility },
    { measure: 'Lighthouse best practices', page, site: scores.bestPractices, baseline: bare.bestPractices },
    { measure: 'Lighthouse SEO', page, site: scores.seo, baseline: bare.seo },
    { measure: 'DOM elements', page, site: scores.domElements, baseline: bare.domElements },
    { measure: 'unused JS (Lighthouse)', page, site: scores.unusedJsBytes / KB, baseline: bare.unusedJsBytes / KB, unit: 'KB', digits: 1 },
    { measure: 'legacy JS (Lighthouse)', page, site: scores.legacyJsBytes / KB, baseline: bare.legacyJsBytes / KB, unit: 'KB', digits: 1 },
  ];
}

/** The figures the budget grades, at the calibrated CPU slowdown instead of 4×: for reading only. */
function calibratedRows(page: string, scores: LighthouseScores, bare: LighthouseScores): Row[] {
  const note = 'CPU calibrated, not graded';
  return [
    { measure: `Lighthouse performance (${note})`, page, site: scores.performance, baseline: bare.performance },
    { measure: `TBT (${note})`, page, site: scores.tbtMs, baseline: bare.tbtMs, unit: 'ms' },
    { measure: `LCP (${note})`, page, site: scores.lcpMs, baseline: bare.lcpMs, unit: 'ms' },
  ];
}

async function lighthouseAll(site: string, base: string, notes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const benchmarks: number[] = [];
  const performance: string[] = [];
  const slowdowns: number[] = [];
  for (const page of sitePages) {
    const runs = await auditBesideBare(site + page, `${base}/`, chromiumPort, lighthouseRuns);
    const scores = medianScores(runs.page.byDefault);
    rows.push(...lighthouseRows(page, scores, medianScores(runs.bare.byDefault)));
    rows.push(...calibratedRows(page, medianScores(runs.page.calibrated), medianScores(runs.bare.calibrated)));
    benchmarks.push(...[...runs.page.byDefault, ...runs.bare.byDefault].map((run) => run.benchmarkIndex));
    slowdowns.push(...runs.page.slowdowns, ...runs.bare.slowdowns);
    performance.push(
      `${page} ${runs.page.byDefault.map((run) => run.performance).join('/')} (bare ${runs.bare.byDefault.map((run) => run.performance).join('/')})`,
    );
    if (scores.failedAudits.length > 0) notes.push(`Lighthouse audits below 0.9 on ${page}: ${scores.failedAudits.join(', ')}`);
  }
  notes.push(
    `Lighthouse: ${lighthouseRuns} audits per page, each after one of the bare / (bare, page, bare, page, …); a figure is the median of its runs, compared with the median of the bare runs beside it. Performance scores run by run: ${performance.join('; ')}.`,
    `Lighthouse CPU benchmark index during the audits: ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}, median ${median(benchmarks)} (an idle desktop scores about 1,000–2,000; simulated throttling scales with it, so a low index inflates TBT and LCP for the bare page and the site alike).`,
    `Rows marked "CPU calibrated, not graded": the same loads audited again at the CPU slowdown Lighthouse's docs/throttling.md (its calculator) gives for each run's own benchmark index, ${Math.min(...slowdowns).toFixed(1)}–${Math.max(...slowdowns).toFixed(1)}×, median ${median(slowdowns).toFixed(1)}×, instead of the graded default 4×; the budget is graded at 4×.`,
  );
  return rows;
}

async function interactionRows(site: string, notes: string[]): Promise<Row[]> {
  const page = '/men';
  const { timings, answerInView } = await timeSizeChoices(site + page, { choices, cpuRate });
  const painted = timings.map((timing) => timing.paintedMs);
  const measure = `choose a size to answer painted, ${cpuRate}× CPU`;
  notes.push(
    `Choosing a size: ${choices} sizes stepped through with the arrow keys on /men's size select (1280×720, the answer ${answerInView ? 'beside the form, on screen' : 'off screen'}), CPU slowed ${cpuRate}× by DevTools after hydration; each from the key press's time stamp to a task queued by the requestAnimationFrame after the answer is in the DOM (it runs once that frame is painted). The bare app has no comparable control, so the target is absolute. Times in order: ${painted.map((ms) => Math.round(ms)).join(', ')} ms.`,
  );
  return [
    { measure: `${measure}, p95`, page, site: percentile(painted, 95), unit: 'ms', digits: 1, target: targets.choiceP95Ms },
    { measure: `${measure}, median`, page, site: median(painted), unit: 'ms', digits: 1 },
    { measure: `${measure}, slowest`, page, site: Math.max(...painted), unit: 'ms', digits: 1 },
    {
      measure: `choose a size to answer in the DOM, ${cpuRate}× CPU, p95`,
      page,
      site: percentile(
        timings.map((t) => t.inDomMs),
        95,
      ),
      unit: 'ms',
      digits: 1,
    },
  ];
}

function machine(): { date: string; cpu: string; cores: number; node: string; command: string } {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    node: process.version,
    command: [
      ...['BENCH_ONLY', 'BENCH_SECONDS', 'BENCH_ROUNDS', 'BENCH_LIGHTHOUSE_RUNS']
        .filter((name) => process.env[name])
        .map((name) => `${name}=${process.env[name]}`),
      'npm run bench',
    ].join(' '),
  };
}

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const site = await startSite();
  let baseline: Server | null = null;
  try {
    const notes = [
      'Other engineers build and test on this machine at the same time, so absolute figures are noisy; compare the ratios, which come from one run.',
    ];
    const rows: Row[] = [];
    if (needsBaseline) {
      const menBytes = Buffer.byteLength(await text(`${site.url}/men`));
      const convertResponse = JSON.parse(await text(site.url + convertQuery)) as unknown;
      const bare = await startBaseline({ root, port: baselinePort, convertResponse, targetHtmlBytes: menBytes });
      baseline = bare;
      notes.push(
        `Baseline: bench/baseline, a bare Next.js app built with the project's own next and served by scripts/server.mjs, the server \`npm start\` runs for the site (its Brotli front, request guard and load shedder); the site is built and served by \`npm start\` (scripts/start.mjs). /same-size is a bare page of ${(bare.sameSizeBytes / KB).toFixed(1)} KB of HTML, the size of the site's /men (${(menBytes / KB).toFixed(1)} KB).`,
        `Load tests: autocannon; the pages (and the two /api/convert handlers) take ${rounds} turns of ${seconds} s each after a warm-up, each figure the median of its turns; the others run once for ${seconds} s. KB = 1024 bytes; first-load JS = every \`<script src>\` of the page (not \`nomodule\`), gzipped one by one.`,
      );
      if (only.has('size')) rows.push(...(await sizeRows(site.url, bare.url)));
      if (only.has('load')) rows.push(...(await pageLoadRows(site.url, bare.url)));
      if (only.has('api')) rows.push(...(await apiRows(site.url, bare.url)));
      if (only.has('lighthouse')) rows.push(...(await lighthouseAll(site.url, bare.url, notes)));
    }
    if (only.has('interaction')) rows.push(...(await interactionRows(site.url, notes)));
    notes.push(
      `Run took ${Math.round((Date.now() - started) / 1000)} s; the machine's one-minute load average was ${loadAtStart.toFixed(2)} at the start and ${os.loadavg()[0]!.toFixed(2)} at the end (${os.cpus().length} cores).`,
    );
    console.log(`\n${notes.map((note) => `- ${note}`).join('\n')}\n\n${markdownTable(rows)}\n`);
    const { passed, failed } = summary(rows);
    console.log(`Targets: ${passed} passed, ${failed} failed.`);
    // A partial run (BENCH_ONLY) would replace a full run's figures with a few of its own: printed only.
    if (allMeasures.split(',').some((measure) => !only.has(measure))) {
      console.log('BENCH_ONLY picked some measures: bench/RESULTS.md is left as it was.');
      return;
    }
    const resultsFile = path.join(root, 'bench', 'RESULTS.md');
    const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
    // Written in the project's Prettier style, so that the lint step of `npm test` accepts the file as is.
    const report = replaceLatest(previous, latestSection(machine(), rows, notes));
    writeFileSync(resultsFile, await format(report, { ...(await resolveConfig(resultsFile)), filepath: resultsFile }));
    console.log(`Written to ${path.relative(root, resultsFile)}.`);
  } finally {
    await baseline?.stop();
    await site.stop();
  }
}

await main();
