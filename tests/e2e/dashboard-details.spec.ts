import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { seedUser, uniqueTag } from './admin-seed';
import { waitForHydration } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

let adminToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = await loginAdmin(request);
});

async function openAs(page: Page, path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), adminToken);
  await page.goto(path);
  await waitForHydration(page);
}

/** Whether the element is what the visitor sees at its centre, not something laid over it. */
function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe('the blog editor', () => {
  test('says why Save is disabled while the address is missing or not a valid slug', async ({ page }) => {
    await openAs(page, '/ja/dashboard/content');
    await page.getByRole('tab', { name: ja.ContentAdmin.tab.blog }).click();
    const slug = page.getByLabel(ja.ContentAdmin.slug);
    const save = page.getByRole('button', { name: ja.ContentAdmin.save, exact: true });
    await expect(save).toBeDisabled();
    await expect(slug).toHaveAccessibleDescription(new RegExp(escape(ja.ContentAdmin.slugMissing)));

    await slug.fill('Not A Slug!');
    await expect(save).toBeDisabled();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ja.ContentAdmin.slugInvalid)).toBeVisible();
    await expect(slug).toHaveAccessibleDescription(new RegExp(escape(ja.ContentAdmin.slugInvalid)));

    await slug.fill(`a-${'b'.repeat(80)}`);
    await expect(save).toBeDisabled();
    await expect(page.getByText(ja.ContentAdmin.slugInvalid)).toBeVisible();

    await slug.fill('how-to-measure-your-feet');
    await expect(save).toBeEnabled();
    await expect(page.getByText(ja.ContentAdmin.slugInvalid)).toHaveCount(0);
    await expect(page.getByText(ja.ContentAdmin.slugMissing)).toHaveCount(0);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('the users list', () => {
  test('keeps its search, sort and page in the URL: a reload and the back button keep them', async ({ page }) => {
    const tag = uniqueTag();
    // 23 matching accounts: two pages of 20.
    for (let i = 0; i < 23; i++) await seedUser(`Url ${tag} ${String(i).padStart(2, '0')}`, `url-${tag}-${i}@example.com`);
    await openAs(page, '/dashboard/users');
    await page.getByLabel(en.AdminUsers.searchLabel).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}(&|$)`));
    await expect(page.getByText('23 users', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: en.AdminUsers.username, exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=username(&|$)/);
    await expect(page).toHaveURL(/[?&]order=asc(&|$)/);
    // A row's header is the avatar's initial, then the name.
    const firstName = page.getByRole('rowheader').first();
    const name = (n: number) => new RegExp(`Url ${tag} ${String(n).padStart(2, '0')}$`);
    await expect(firstName).toHaveText(name(0));

    await page.getByRole('button', { name: en.AdminCommon.next }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(firstName).toHaveText(name(20));

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(en.AdminUsers.searchLabel)).toHaveValue(tag);
    await expect(page.getByRole('columnheader', { name: en.AdminUsers.username })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName).toHaveText(name(20));
    await expect(page.getByRole('rowheader')).toHaveCount(3);

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2(&|$)/);
    await expect(firstName).toHaveText(name(0));
    await expect(page.getByRole('rowheader')).toHaveCount(20);
    await page.goForward();
    await expect(firstName).toHaveText(name(20));
  });
});

test.describe('the dashboard’s Log out', () => {
  test('is in view without scrolling at 1366×900, even with the cookie notice showing', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAs(page, '/dashboard');
    await expect(page.getByRole('region', { name: en.Cookie.label })).toBeVisible();
    const logout = page.locator('#dashboard-sidebar').getByRole('button', { name: en.DashboardNav.logout });
    await expect(logout).toBeInViewport({ ratio: 1 });
    expect(await onTop(logout)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('is reachable by keyboard from the menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, '/dashboard');
    await page.getByRole('button', { name: en.DashboardNav.openMenu }).click();
    const logout = page.locator('#dashboard-sidebar').getByRole('button', { name: en.DashboardNav.logout });
    for (let step = 0; step < 30 && !(await logout.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(logout).toBeFocused();
    await expect(logout).toBeInViewport({ ratio: 1 });
    expect(await onTop(logout)).toBe(true);
  });
});
