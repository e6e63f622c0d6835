import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { e2eAdmin } from '../../playwright.config';
import { localized, waitForHydration } from './helpers';

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

test.describe('no sideways scroll at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of ['en', 'hi'] as const) {
    test(`every public page type fits, in ${locale}`, async ({ page }) => {
      test.setTimeout(90_000);
      const tooWide: string[] = [];
      for (const path of [...pageTypes, '/women', '/brand/adidas?gender=men&system=eu&size=42+2%2F3']) {
        const url = localized(locale, path);
        await openFully(page, url);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) tooWide.push(`${url}: ${width}px`);
      }
      expect(tooWide).toEqual([]);
    });
  }

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
      return { text: context.measureText(label).width, room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16 };
    });
    expect(text).toBeLessThan(room);
  });
});

test.describe('axe finds no violations', () => {
  for (const locale of ['en', 'ja'] as const) {
    test(`on every public page type, in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of pageTypes) {
        const url = localized(locale, path);
        await openFully(page, url);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations) found.push(`${url}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      }
      expect(found).toEqual([]);
    });
  }

  test('with the mobile menu open and on a phone-sized converter', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFully(page, '/hi/kids');
    await page.getByRole('button', { name: hi.Nav.openMenu }).click();
    await page.getByRole('button', { name: hi.Nav.country }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  for (const locale of ['en', 'ja'] as const) {
    test(`on the dashboard of a logged-in administrator, in ${locale}`, async ({ page, request }) => {
      const login = await request.post('/api/login', { data: e2eAdmin });
      const { token } = (await login.json()) as { token: string };
      await page.goto('/');
      await page.evaluate((value) => window.localStorage.setItem('token', value), token);
      await openFully(page, localized(locale, '/dashboard'));
      await expect(page.locator('[data-area="dashboard"] main')).not.toBeEmpty();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
