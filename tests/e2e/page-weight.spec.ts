import { expect, test } from '@playwright/test';

/**
 * A regression guard on what a converter page sends: its HTML and, inside it, the inline flight
 * data (client component props and messages). The budgets sit a little above today's sizes; a change
 * that ships a whole chart or namespace twice, or repeats classes on every chart cell, breaks them.
 */
const budgets: Array<{ path: string; htmlKB: number; flightKB: number }> = [
  { path: '/men', htmlKB: 170, flightKB: 100 },
  { path: '/country/japanese', htmlKB: 200, flightKB: 120 },
  { path: '/brand/nike', htmlKB: 235, flightKB: 160 },
  { path: '/ja/brand/nike', htmlKB: 245, flightKB: 165 },
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
