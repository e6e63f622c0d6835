import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { waitForHydration } from './helpers';

test.describe('cookie notice', () => {
  test('shows until accepted, then stays hidden across reloads for 150 days', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const notice = page.getByRole('region', { name: en.Cookie.label });
    await expect(notice).toContainText(en.Cookie.message);
    await expect(notice.getByRole('button', { name: en.Cookie.decline })).toBeEnabled();
    await expect(notice.getByRole('link', { name: en.Cookie.learnMore })).toHaveAttribute('href', '/privacy');

    await notice.getByRole('button', { name: en.Cookie.accept }).click();
    await expect(notice).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'mySiteCookieConsent');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(149);
    expect(days).toBeLessThanOrEqual(150);

    for (const path of ['/', '/fr/women']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: path === '/' ? en.Cookie.label : fr.Cookie.label })).toHaveCount(0);
    }
  });
});

test.describe('language switcher', () => {
  test('reloads the same page, with its query, in the chosen language and remembers it', async ({ page, context }) => {
    await page.goto('/country/japanese?gender=women');
    await waitForHydration(page);
    await page.getByRole('button', { name: en.LanguageSwitcher.current.replace('{language}', 'English') }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/country\/japanese\?gender=women$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.Tools.country.japanese.title);
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr');
  });

  test('lists all thirteen languages by their native names', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: en.LanguageSwitcher.current.replace('{language}', 'English') }).click();
    for (const name of [
      'English',
      'Français',
      'Nederlands',
      'ગુજરાતી',
      'हिन्दी',
      'Italiano',
      '日本語',
      '한국어',
      'Polski',
      'Português',
      'Русский',
      'Español',
      'Deutsch',
    ]) {
      await expect(page.getByRole('menuitemradio', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });

  test('is a keyboard menu: Enter opens it, arrows and letters move, Escape gives the focus back', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: en.LanguageSwitcher.current.replace('{language}', 'English') });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await page.keyboard.press('i');
    await expect(page.getByRole('menuitemradio', { name: 'Italiano' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation', () => {
  test('the country menu opens with its heading, lists every country and supports type-ahead', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: en.Nav.mainNavigation });
    await nav.getByRole('button', { name: en.Nav.country }).click();
    await expect(nav.getByText(en.Nav.countryHeading)).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(16);
    await nav.getByRole('link', { name: en.Tools.country.european.title }).focus();
    await page.keyboard.type('jap');
    await expect(nav.getByRole('link', { name: en.Tools.country.japanese.title })).toBeFocused();
    await nav.getByRole('link', { name: en.Tools.country.japanese.title }).press('Enter');
    await expect(page).toHaveURL(/\/country\/japanese$/);
  });

  test('a progress bar shows while the next page loads', async ({ page }) => {
    // Slow down everything the women's page needs, prefetches included, so the bar has time to show.
    await page.route(/\/women(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: en.Tools.regular.women.title, exact: true }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/\/women$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
  });

  test('the star saves a converter to the saved list, kept across reloads', async ({ page }) => {
    await page.goto('/brand/nike');
    await waitForHydration(page);
    const star = page.getByRole('button', { name: en.Converter.save });
    await star.click();
    await expect(page.getByRole('button', { name: en.Converter.unsave })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: en.Nav.saved }).first().click();
    await expect(page).toHaveURL(/\/saved-channels$/);
    const link = page.getByRole('main').getByRole('link', { name: 'Nike Shoe Size Converter' });
    await expect(link).toBeVisible();
    await page.reload();
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: en.Saved.remove.replace('{name}', 'Nike Shoe Size Converter') }).click();
    await expect(page.getByText(en.Saved.empty)).toBeVisible();
  });
});

test.describe('mobile panel', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes from the keyboard and repeats the menus and the language picker', async ({ page }) => {
    await page.goto('/women');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: en.Nav.openMenu });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: en.Nav.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: en.Nav.mobileMenu });
    await expect(panel).toBeVisible();
    for (const heading of [en.Nav.regular, en.Nav.country, en.Nav.brand]) {
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: en.LanguageSwitcher.label })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: en.Nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});

test.describe('dashboard', () => {
  for (const path of ['/dashboard', '/fr/dashboard', '/dashboard/profile', '/dashboard/anything']) {
    test(`${path} is served without the site navigation or footer`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('data-area="dashboard"');
      // Its own slim header (a banner landmark), never the site's sticky one with the menus.
      expect(html).not.toContain('href="#main"');
      expect(html).not.toContain('<footer');
      expect(html).not.toContain(`aria-label="${en.Nav.mainNavigation}"`);
    });
  }
});
