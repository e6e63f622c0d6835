import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { localized, waitForHydration } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

/** One page of every kind the public site has, the result of a shared link and a 404 included. */
const pageTypes = [
  '/',
  '/men',
  '/kids',
  '/men-to-women',
  '/men?gender=men&system=us&size=9',
  '/country',
  '/country/japanese',
  '/brand',
  '/brand/nike',
  '/measure',
  '/about',
  '/contact',
  '/login',
  '/signup',
  '/saved-channels',
  '/newsletter/subscribed',
  '/no-such-page',
];

async function openFully(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * axe's violations on the page as it stands, one line each. Run in the page itself (legacy mode) and
 * reporting only violations in full: the default mode ships every result to a new blank tab to
 * assemble there, which took twice as long for the same violations (bench/RESULTS.md). Legacy mode
 * skips cross-origin frames, so the page must have none.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => frame.url() !== 'about:blank' && new URL(frame.url()).origin !== origin);
  expect(foreign.map((frame) => frame.url())).toEqual([]);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Each page type, in English, Japanese and Hindi: axe on the desktop layout (English and Japanese),
 * then the same page narrowed to 320 px, which must not scroll sideways.
 */
test.describe('every public page type', () => {
  // Three languages, and axe over full size charts: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  for (const path of [...pageTypes, '/women', '/brand/adidas?gender=men&system=eu&size=42+2%2F3']) {
    test(`${path}: axe finds nothing, and it fits 320 px`, async ({ page }) => {
      const found: string[] = [];
      for (const locale of ['en', 'ja', 'hi'] as const) {
        const url = localized(locale, path);
        await page.setViewportSize({ width: 1280, height: 800 });
        await openFully(page, url);
        if (locale !== 'hi') for (const violation of await axeViolations(page)) found.push(`${url}: ${violation}`);
        await page.setViewportSize({ width: 320, height: 640 });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) found.push(`${url}: ${width}px wide at 320 px`);
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test('the system picker shows its longest name whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFully(page, '/men');
    const picker = page.getByLabel(en.ConverterUi.system, { exact: true });
    await picker.selectOption('us');
    // The chosen option's text measured in the picker's own font, against the room the picker gives it.
    const { text, room } = await picker.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const label = select.options[select.selectedIndex]!.text;
      return {
        text: context.measureText(label).width,
        room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16,
      };
    });
    expect(text).toBeLessThan(room);
  });

  test('axe finds nothing with the menu open on a phone-sized converter, in Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFully(page, '/hi/kids');
    await page.getByRole('button', { name: hi.Nav.openMenu }).click();
    await page.getByRole('button', { name: hi.Nav.country }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('axe finds no violations', () => {
  for (const locale of ['en', 'ja'] as const) {
    test(`on the dashboard of a logged-in administrator, in ${locale}`, async ({ page, request }) => {
      const token = await loginAdmin(request);
      await page.goto('/');
      await page.evaluate((value) => window.localStorage.setItem('token', value), token);
      await openFully(page, localized(locale, '/dashboard'));
      // The account loads in the browser: wait until the dashboard shows it.
      await expect(page.locator('[data-area="dashboard"] main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('[data-area="dashboard"] main h1')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test('the axe check reports a violation planted on a page', async ({ page }) => {
  await openFully(page, '/about');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/icon.svg';
    document.querySelector('main')!.append(image);
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: img\[src\$="icon.svg"\]$/)]);
});
