import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../../bench/lib/measures';
import { waitForHydration } from './helpers';

/**
 * A regression guard on what a converter page sends: its HTML and, inside it, the inline flight
 * data (client component props and messages), and the JavaScript it loads before it is interactive
 * (measured as `npm run bench` does). The budgets sit a little above today's sizes; a change that
 * ships a whole chart or namespace twice (a chart's rows in the flight data as well as its HTML),
 * repeats classes on every chart cell, or pulls a library needed only on interaction (toasts, menus,
 * dialogs) into the first load, breaks them.
 */
const budgets: Array<{ path: string; htmlKB: number; flightKB: number }> = [
  { path: '/men', htmlKB: 91, flightKB: 47 },
  { path: '/country/japanese', htmlKB: 107, flightKB: 51 },
  { path: '/brand/nike', htmlKB: 113, flightKB: 61 },
  { path: '/ja/brand/nike', htmlKB: 121, flightKB: 55 },
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
  { path: '/', gzipKB: 153 },
  { path: '/men', gzipKB: 153 },
  { path: '/country/japanese', gzipKB: 153 },
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

/**
 * Cached pages whose text is almost all ASCII are served as pure ASCII (lib/http/ascii-page-cache.mjs):
 * character references in the markup, `\u` escapes in scripts. A Japanese page stays UTF-8. The
 * browser must read the escaped page exactly as the original: the chart's "≈" signs, the footer's "©"
 * and a working, hydrated converter.
 */
test('a cached English page is served as ASCII and reads the same in the browser; a Japanese one stays UTF-8', async ({
  request,
  page,
}) => {
  // The second answer comes from the page cache even if the first had to render the page afresh.
  await request.get('/men');
  const english = await (await request.get('/men', { headers: { 'Accept-Encoding': 'identity' } })).text();
  expect(english).not.toMatch(/[^\x00-\x7f]/);
  expect(english).toContain('&#8776;');
  expect(english).toContain('&#169;');

  await request.get('/ja/men');
  const japanese = await (await request.get('/ja/men', { headers: { 'Accept-Encoding': 'identity' } })).text();
  expect(japanese).toContain('メンズ');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/men');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Shoe Size Converter");
  await expect(page.locator('footer')).toContainText('©');
  await expect(page.locator('table.size-chart').first()).toContainText('≈');
  const form = page.getByRole('form', { name: 'Shoe size converter' });
  await form.getByLabel('Size system', { exact: true }).selectOption('uk');
  await form.getByLabel('Size', { exact: true }).selectOption('8');
  await expect(page.getByTestId('result-title')).toContainText('UK 8');
  await expect(page).toHaveURL(/\?gender=men&system=uk&size=8$/);
  expect(errors).toEqual([]);
});
