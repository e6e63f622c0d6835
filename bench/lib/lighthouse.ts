import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { type Result } from 'lighthouse';
import { calibratedCpuSlowdown, type LighthouseScores } from './lighthouse-scores';
import { chromiumFlags, chromiumPath } from './processes';

async function waitForDevtools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 80; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting.
    }
    await sleep(250);
  }
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/**
 * Runs `work` against a fresh headless Chromium with an empty profile on `port`, so that no cookie or
 * cache of an earlier audit (a locale cookie, say) changes this one.
 */
async function withChromium<T>(port: number, work: () => Promise<T>): Promise<T> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const chromium = spawn(
    chromiumPath,
    [...chromiumFlags, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    return await work();
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    // Chromium's helper processes can still be writing the profile as it exits: retry, then leave it.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${(error as Error).message}`);
    }
  }
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The report's figures from one Lighthouse result. */
export function scoresOf(lhr: Result): LighthouseScores {
  const { categories: scored, audits, environment } = lhr;
  const failedAudits = Object.values(audits)
    .filter(
      (entry) =>
        entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual',
    )
    .map((entry) => entry.id);
  return {
    performance: score(scored.performance?.score),
    accessibility: score(scored.accessibility?.score),
    bestPractices: score(scored['best-practices']?.score),
    seo: score(scored.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    domElements: audits['dom-size']?.numericValue ?? NaN,
    unusedJsBytes: savings(audits['unused-javascript']?.details),
    legacyJsBytes: savings(audits['legacy-javascript']?.details),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    failedAudits,
  };
}

/**
 * One load of `url` audited at Lighthouse's default 4× and again, from the same saved load, at the
 * slowdown calibrated to the host: with simulated throttling the load itself runs unthrottled, so the
 * multiplier only enters the simulation and one load serves both.
 */
type BothSlowdowns = { default: Result; calibrated: Result; slowdown: number };

async function auditAtBothSlowdowns(url: string, port: number): Promise<BothSlowdowns> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  try {
    await withChromium(port, () => lighthouse(url, { port, logLevel: 'error', gatherMode: dir, onlyCategories: categories }));
    const byDefault = await lighthouse(url, { auditMode: dir, logLevel: 'error', output: 'json', onlyCategories: categories });
    if (!byDefault) throw new Error(`Lighthouse returned nothing for ${url}`);
    const slowdown = calibratedCpuSlowdown(byDefault.lhr.environment.benchmarkIndex);
    // The saved settings must match the audit's, and in simulate mode the multiplier changed nothing in the load.
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(file, JSON.stringify(artifacts));
    const calibrated = await lighthouse(
      url,
      { auditMode: dir, logLevel: 'error', output: 'json', onlyCategories: categories },
      {
        extends: 'lighthouse:default',
        settings: { throttling: { ...byDefault.lhr.configSettings.throttling, cpuSlowdownMultiplier: slowdown } },
      },
    );
    if (!calibrated) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { default: byDefault.lhr, calibrated: calibrated.lhr, slowdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function savings(details: unknown): number {
  return (details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
}

/** One side of a comparison: each run's scores at the graded default 4× and at the calibrated slowdown. */
type AuditRuns = { byDefault: LighthouseScores[]; calibrated: LighthouseScores[]; slowdowns: number[] };

/**
 * `runs` audits of a page, each just after one of the bare page (bare, page, bare, page, …): a
 * slow moment of the shared machine then hits both sides of the comparison alike.
 */
export async function auditBesideBare(
  pageUrl: string,
  bareUrl: string,
  port: number,
  runs: number,
  onAudit?: (side: 'page' | 'bare', run: number, result: BothSlowdowns) => void,
): Promise<{ page: AuditRuns; bare: AuditRuns }> {
  const page: AuditRuns = { byDefault: [], calibrated: [], slowdowns: [] };
  const bare: AuditRuns = { byDefault: [], calibrated: [], slowdowns: [] };
  for (let run = 0; run < runs; run++) {
    for (const [name, side, url] of [
      ['bare', bare, bareUrl],
      ['page', page, pageUrl],
    ] as const) {
      const result = await auditAtBothSlowdowns(url, port);
      side.byDefault.push(scoresOf(result.default));
      side.calibrated.push(scoresOf(result.calibrated));
      side.slowdowns.push(result.slowdown);
      onAudit?.(name, run, result);
    }
  }
  return { page, bare };
}
