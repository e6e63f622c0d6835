import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  domElements: number;
  unusedJsBytes: number;
  legacyJsBytes: number;
  benchmarkIndex: number;
  failedAudits: string[];
};

const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
