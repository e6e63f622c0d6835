import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { brandNames, brandSlugs } from '@/lib/page-catalogue';
import { TYPEAHEAD_RESET_MS } from '@/components/nav/typeahead';
import { waitForHydration } from './helpers';

/** The header's brand menu, used with the keyboard alone, on a wide screen and on a phone (issue 25). */

const names = brandSlugs.map((slug) => brandNames[slug]).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
const first = names[0]!;
const last = names[names.length - 1]!;
// The first brand after the first one whose name starts with "s", and one needing two letters.
const firstS = names.find((name) => name.toLowerCase().startsWith('s'))!;
/** The focused element's name: its aria-label, else its text. */
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** Presses Tab until the element with this accessible text has focus. */
async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === text) return;
  }
  throw new Error(`Tab never reached “${text}”`);
}

async function expectFocus(page: Page, text: string) {
  await expect.poll(() => focusedText(page)).toBe(text);
}

async function walkTheList(page: Page) {
  await page.keyboard.press('End');
  await expectFocus(page, last);
  await page.keyboard.press('Home');
  await expectFocus(page, first);
  await page.keyboard.press('ArrowDown');
  await expectFocus(page, names[1]!);
  await page.keyboard.press('ArrowUp');
  await expectFocus(page, first);
  await page.keyboard.press('ArrowUp');
  await expectFocus(page, last);
  await page.keyboard.press('Home');
  await expectFocus(page, first);
  await page.keyboard.type('s');
  await expectFocus(page, firstS);
  // Letters typed after a pause start a new search.
  await page.waitForTimeout(TYPEAHEAD_RESET_MS + 150);
  await page.keyboard.type('sk');
  await expectFocus(page, 'Skechers');
}

test.describe('the brand menu by keyboard', () => {
  test('at 1366 px: opens, steps with arrows, Home/End, type-ahead, closes with Escape and goes to a brand', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-deferred]')).toHaveCount(0);
    await tabTo(page, en.Nav.brand);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: en.Nav.mainNavigation });
    await expect(nav.getByRole('link', { name: last, exact: true })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(names.length);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, first);
    // Every entry fits on the screen at once.
    for (const name of [first, last]) await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport();
    await walkTheList(page);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: last, exact: true })).toBeHidden();
    await expectFocus(page, en.Nav.brand);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(TYPEAHEAD_RESET_MS + 150);
    await page.keyboard.type('co');
    await expectFocus(page, 'Converse');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/converse$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Converse');
  });

  test('at 390 px: the menu panel’s brand list works the same way and Escape closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: en.Nav.openMenu });
    await tabTo(page, en.Nav.openMenu);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: en.Nav.mobileMenu });
    // The panel's groups arrive with the menus' own code, which may still be loading after the press:
    // until then the open panel holds only its close button, so Tab once the group is shown.
    await expect(panel.getByRole('button', { name: en.Nav.brand })).toBeVisible();
    await tabTo(page, en.Nav.brand);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link', { name: last, exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expectFocus(page, first);
    // Two columns of names: the whole list is within the phone's width.
    for (const name of names) {
      const box = await panel.getByRole('link', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    await walkTheList(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, en.Nav.brand);
    await expect(page.getByRole('button', { name: en.Nav.brand })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(TYPEAHEAD_RESET_MS + 150);
    await page.keyboard.type('bi');
    await expectFocus(page, 'Birkenstock');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/brand\/birkenstock$/);
  });
});
