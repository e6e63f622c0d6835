import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../../bench/lib/measures';

/**
 * A regression guard on what a converter page sends: its HTML and, inside it, the inline flight
 * data (client component props and messages), and the JavaScript it loads before it is interactive
 * (measured as `npm run bench` does). The budgets sit a little above today's sizes (since the
 * converters' messages and setup travel as plain props in the flight data, bench/RESULTS.md §14); a change that
 * ships a whole chart or namespace twice (a chart's rows in the flight data as well as its HTML),
 * repeats classes on every chart cell, or pulls a library needed only on interaction (toasts, menus,
 * dialogs) into the first load, breaks them.
 */
const budgets: Array<{ path: string; htmlKB: number; flightKB: number }> = [
  { path: '/men', htmlKB: 96, flightKB: 54 },
  { path: '/men-to-women', htmlKB: 83, flightKB: 47 },
  { path: '/country/japanese', htmlKB: 108, flightKB: 59 },
  { path: '/brand/nike', htmlKB: 117, flightKB: 66 },
  { path: '/ja/brand/nike', htmlKB: 127, flightKB: 58 },
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
