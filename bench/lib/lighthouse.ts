import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import type { LighthouseScores } from './lighthouse-scores';
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
 * Lighthouse (its default config is the mobile one) in a fresh headless Chromium with an empty
 * profile, so that no cookie or cache of an earlier audit (a locale cookie, say) changes this one.
 */
export async function audit(url: string, port: number): Promise<LighthouseScores> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const chromium = spawn(
    chromiumPath,
    [...chromiumFlags, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, environment } = result.lhr;
    const failedAudits = Object.values(audits)
      .filter(
        (entry) =>
          entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual',
      )
      .map((entry) => entry.id);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      domElements: audits['dom-size']?.numericValue ?? NaN,
      unusedJsBytes: savings(audits['unused-javascript']?.details),
      legacyJsBytes: savings(audits['legacy-javascript']?.details),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      failedAudits,
    };
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

function savings(details: unknown): number {
  return (details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
}

/**
 * `runs` audits of a page, each just after one of the bare page (bare, page, bare, page, …): a
 * slow moment of the shared machine then hits both sides of the comparison alike.
 */
export async function auditBesideBare(
  pageUrl: string,
  bareUrl: string,
  port: number,
  runs: number,
): Promise<{ page: LighthouseScores[]; bare: LighthouseScores[] }> {
  const page: LighthouseScores[] = [];
  const bare: LighthouseScores[] = [];
  for (let run = 0; run < runs; run++) {
    bare.push(await audit(bareUrl, port));
    page.push(await audit(pageUrl, port));
  }
  return { page, bare };
}
