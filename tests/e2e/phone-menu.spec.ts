import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { waitForHydration } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const pages = [
  { path: '/men', messages: en },
  { path: '/hi/brand/nike', messages: hi },
] as const;

/** Whether the element is what the visitor sees at its centre, not something laid over it. */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

async function openMenuByKeyboard(page: Page, messages: typeof en) {
  const button = page.getByRole('button', { name: messages.Nav.openMenu });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('navigation', { name: messages.Nav.mobileMenu });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('the phone menu', () => {
  for (const { path, messages } of pages) {
    test(`keeps focus inside while open, and Escape closes it and returns focus to its button (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await openMenuByKeyboard(page, messages);
      const menu = page.locator('#mobile-menu-panel');
      const toggle = page.getByRole('button', { name: messages.Nav.closeMenu });
      const insideMenu = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const panel = document.getElementById('mobile-menu-panel');
          const button = document.querySelector('[aria-controls="mobile-menu-panel"]');
          return active !== null && (panel?.contains(active) === true || active === button);
        });
      // Well past the panel's links and languages, forwards and then backwards.
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        expect(await insideMenu(), `Tab ${step + 1}`).toBe(true);
      }
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press('Shift+Tab');
        expect(await insideMenu(), `Shift+Tab ${step + 1}`).toBe(true);
      }

      // From deep inside the panel (a language), Escape closes it and lands on the button.
      await menu.getByRole('navigation', { name: messages.LanguageSwitcher.label }).getByRole('button').last().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      const button = page.getByRole('button', { name: messages.Nav.openMenu });
      await expect(button).toBeFocused();
      await expect(toggle).toHaveCount(0);
    });
  }

  test('is never covered by the cookie notice, down to its last language', async ({ page }) => {
    await page.goto('/men');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: en.Cookie.label })).toBeVisible();
    await page.getByRole('button', { name: en.Nav.openMenu }).click();
    const languages = page.locator('#mobile-menu-panel').getByRole('navigation', { name: en.LanguageSwitcher.label }).getByRole('button');
    await expect(languages).toHaveCount(13);
    for (const index of [11, 12]) {
      const language = languages.nth(index);
      await language.scrollIntoViewIfNeeded();
      await expect(language).toBeInViewport();
      expect(await onTop(language), (await language.textContent()) ?? '').toBe(true);
    }
    // Closed again, the notice is there to be answered.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: en.Cookie.label }).getByRole('button', { name: en.Cookie.accept })).toBeVisible();
  });
});
