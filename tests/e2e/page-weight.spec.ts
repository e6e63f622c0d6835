import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../../bench/lib/measures';
import { sentBytes } from '../../bench/lib/sent-bytes';
import { converterPaths } from '@/lib/page-catalogue';
import { localized } from './helpers';

/**
 * Every converter page, in English and in Japanese (the heaviest language), as Chromium receives it
 * from `npm start` (`Accept-Encoding: gzip, deflate, br, zstd`, answered with Brotli by
 * scripts/brotli-front.mjs): the budget is 24 KB (bench/RESULTS.md §15 and "Brotli front").
 */
const sentBudgetKB = 24;

for (const locale of ['en', 'ja'] as const) {
  test(`every converter page in ${locale} stays within its budget as sent`, async ({ baseURL }) => {
    // Thirty-odd pages, four at a time: all at once, the load shedder rightly answers some with 503
    // while stale prerenders regenerate; one at a time they outlast the timeout on a busy machine.
    test.setTimeout(120_000);
    const paths = converterPaths.map((path) => localized(locale, path));
    const sent: Array<{ page: string } & Awaited<ReturnType<typeof sentBytes>>> = [];
    const ask = async () => {
      for (let page = paths.shift(); page !== undefined; page = paths.shift())
        sent.push({ page, ...(await sentBytes(new URL(page, baseURL).href)) });
    };
    await Promise.all([ask(), ask(), ask(), ask()]);
    expect(sent.filter(({ status, encoding }) => status !== 200 || encoding !== 'br')).toEqual([]);
    const over = sent
      .filter(({ bytes }) => bytes / 1024 > sentBudgetKB)
      .map(({ page, bytes }) => `${page}: ${(bytes / 1024).toFixed(2)} KB`);
    expect(over).toEqual([]);
  });
}

/**
 * A regression guard on what a converter page sends: its HTML and, inside it, the inline flight
 * data (client component props and messages), and the JavaScript it loads before it is interactive
 * (measured as `npm run bench` does). The budgets sit a little above today's sizes (bench/RESULTS.md §15); a change that
 * ships a whole chart or namespace twice (a chart's rows in the flight data as well as its HTML),
 * repeats classes on every chart cell, or pulls a library needed only on interaction (toasts, menus,
 * dialogs) into the first load, breaks them.
 */
const budgets: Array<{ path: string; htmlKB: number; flightKB: number }> = [
  { path: '/men', htmlKB: 93, flightKB: 49 },
  { path: '/men-to-women', htmlKB: 82, flightKB: 46 },
  { path: '/country/japanese', htmlKB: 103, flightKB: 53 },
  { path: '/brand/nike', htmlKB: 114, flightKB: 61 },
  { path: '/ja/brand/nike', htmlKB: 123, flightKB: 55 },
];

function flightBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) bytes += match[0].length;
  return bytes;
}

for (const { path, htmlKB, flightKB } of budgets) {
  test(`${path} stays within its HTML and flight data budget`, async ({ request }) => {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<table');
    expect(Buffer.byteLength(html) / 1024).toBeLessThan(htmlKB);
    expect(flightBytes(html) / 1024).toBeLessThan(flightKB);
  });
}

/** First-load JavaScript, gzipped file by file; the same on every converter page of one kind. */
const firstLoadBudgets: Array<{ path: string; gzipKB: number }> = [
  { path: '/', gzipKB: 154 },
  { path: '/men', gzipKB: 154 },
  { path: '/country/japanese', gzipKB: 154 },
  { path: '/brand/nike', gzipKB: 156 },
];

for (const { path, gzipKB } of firstLoadBudgets) {
  test(`${path} stays within its first-load JavaScript budget`, async ({ request, baseURL }) => {
    const pageUrl = new URL(path, baseURL).href;
    const html = await (await request.get(pageUrl)).text();
    const js = await firstLoadJs(html, pageUrl, async (url) => (await request.get(url)).text());
    expect(js.files).toBeGreaterThan(0);
    expect(js.gzipBytes / 1024).toBeLessThan(gzipKB);
  });
}

test('no page carries Next’s default 404 markup in its flight data (app/not-found.tsx stands in for it)', async ({ request }) => {
  for (const page of ['/', '/men', '/ja/kids']) {
    const html = await (await request.get(page)).text();
    expect(html, page).not.toContain('This page could not be found.');
  }
});
