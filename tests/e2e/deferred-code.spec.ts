import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import { scriptSources } from '../../bench/lib/measures';
import { waitForHydration, watchScripts } from './helpers';

/**
 * Code a page needs after its first paint, not for it, is left out of the scripts the HTML names and
 * fetched by the page itself: the converter's (when hydration reaches it), the cookie notice's and
 * the site extensions' (once the page is idle). Each marker is a string only that code contains.
 */
const deferred = [
  { what: 'the size converter', marker: '"SizeConverter"' },
  { what: 'the men-to-women converter', marker: '"MenToWomenConverter"' },
  { what: 'the cookie notice', marker: '"mySiteCookieConsent"' },
];

async function firstScripts(request: import('@playwright/test').APIRequestContext, pageUrl: string): Promise<string> {
  const html = await (await request.get(pageUrl)).text();
  const bodies: string[] = [];
  // One at a time: a burst of dozens is what the server's load shedder answers 503 on a busy machine.
  for (const url of scriptSources(html, pageUrl)) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    bodies.push(await response.text());
  }
  return bodies.join('\n');
}

for (const path of ['/', '/men', '/men-to-women', '/country/japanese', '/brand/nike']) {
  test(`${path} names none of the deferred code among its first scripts`, async ({ request, baseURL }) => {
    const scripts = await firstScripts(request, new URL(path, baseURL).href);
    expect(scripts.length).toBeGreaterThan(100_000);
    for (const { what, marker } of deferred) expect(scripts.includes(marker), what).toBe(false);
  });
}

test('the converter, rendered by the server, answers once its code has loaded', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/men');
  const form = page.getByRole('form', { name: en.ConverterUi.label });
  // In the HTML before any script runs: the form and its chart.
  await expect(form).toBeVisible();
  await waitForHydration(page);
  await form.getByLabel(en.ConverterUi.system, { exact: true }).selectOption('uk');
  await form.getByLabel(en.ConverterUi.size, { exact: true }).selectOption('8');
  await expect(page.getByTestId('result-title')).toHaveText(
    en.ConverterUi.resultTitle.men.replace('{system}', 'UK').replace('{size}', '8'),
  );
  const converterChunks = (await scripts.stop()).filter(({ body }) => body.includes('"SizeConverter"')).map(({ url }) => url);
  expect(converterChunks).toHaveLength(1);
});

test('the cookie notice, loaded once the page is idle, appears and records consent', async ({ page, context }) => {
  await page.goto('/men');
  const notice = page.getByRole('region', { name: en.Cookie.label });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: en.Cookie.accept }).click();
  await expect(notice).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === 'mySiteCookieConsent')).toBe(true);
});

test('the charts, the content and the footer are drawn only near the window, and scrolling to them shifts nothing', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/country/japanese');
  await waitForHydration(page);
  for (const selector of ['#chart-kids', 'article[data-content-category]', 'main + footer']) {
    expect(await page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility), selector).toBe('auto');
  }
  const kids = page.locator('#chart-kids');
  const placeholder = await kids.evaluate((element) => element.getBoundingClientRect().height);
  for (let step = 0; step < 40; step++) await page.mouse.wheel(0, 300);
  await expect(page.locator('main + footer')).toBeInViewport();
  // Drawn now: the real height (about 40 rows) replaced the estimate, without moving what was on screen.
  expect(await kids.locator('tbody tr').count()).toBeGreaterThan(20);
  expect(await kids.evaluate((element) => element.getBoundingClientRect().height)).not.toBe(placeholder);
  const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
  expect(total).toBeLessThan(0.01);
});
