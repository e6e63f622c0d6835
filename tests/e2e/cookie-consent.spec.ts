import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { siteUrl, waitForHydration, watchThirdParty } from './helpers';

/** Both extensions switched on and configured: only the visitor's choice stands between them and the page. */
async function serveBothExtensionsOn(page: Page): Promise<void> {
  const data = [
    { key: 'chat', status: 'enabled', config: { appKey: 'abcd-1234' } },
    { key: 'analytics', status: 'enabled', config: { measurementId: 'G-ABC123DEF4' } },
  ];
  await page.route('**/api/extensions', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) }),
  );
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'mySiteCookieConsent');
}

function daysLeft(expires: number): number {
  return (expires * 1000 - Date.now()) / 86_400_000;
}

test.describe('declining cookies', () => {
  test('stores the refusal for 150 days, hides the notice and loads no analytics and no chat', async ({ page, context }) => {
    const requests = await watchThirdParty(page);
    await serveBothExtensionsOn(page);
    await page.goto('/men');
    await waitForHydration(page);
    const notice = page.getByRole('region', { name: en.Cookie.label });
    await notice.getByRole('button', { name: en.Cookie.decline }).click();
    await expect(notice).toBeHidden();

    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
    expect(daysLeft(cookie!.expires)).toBeGreaterThan(149);
    expect(daysLeft(cookie!.expires)).toBeLessThanOrEqual(150);

    await page.waitForLoadState('networkidle');
    for (const path of ['/men', '/ja/women']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: path === '/men' ? en.Cookie.label : ja.Cookie.label })).toHaveCount(0);
    }
    expect(requests).toEqual([]);
  });

  test('by keyboard: Decline is reachable and works with Enter', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const decline = page.getByRole('region', { name: en.Cookie.label }).getByRole('button', { name: en.Cookie.decline });
    await decline.focus();
    await page.keyboard.press('Enter');
    await expect(decline).toBeHidden();
    expect((await consentCookie(context))?.value).toBe('false');
  });
});

test.describe('the privacy page', () => {
  test('changes the choice later, either way, in the page’s language', async ({ page, context }) => {
    const requests = await watchThirdParty(page);
    await serveBothExtensionsOn(page);
    await context.addCookies([{ name: 'mySiteCookieConsent', value: 'false', url: siteUrl }]);
    await page.goto('/ja/privacy');
    await waitForHydration(page);
    const choice = page.getByRole('group', { name: ja.Privacy.consent.title });
    await expect(choice.getByRole('radio', { name: ja.Privacy.consent.decline })).toBeChecked();
    await expect(choice.getByRole('status')).toHaveText(ja.Privacy.consent.declined);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // Accepting here starts what was waiting for consent, on this very page.
    await choice.getByRole('radio', { name: ja.Privacy.consent.accept }).check();
    await expect(choice.getByRole('status')).toHaveText(ja.Privacy.consent.accepted);
    expect((await consentCookie(context))?.value).toBe('true');
    await expect.poll(() => requests.some((url) => url.includes('googletagmanager.com/gtag/js'))).toBe(true);

    // And declining again is remembered for the next pages, for 150 days.
    await choice.getByRole('radio', { name: ja.Privacy.consent.decline }).check();
    await expect(choice.getByRole('status')).toHaveText(ja.Privacy.consent.declined);
    const cookie = await consentCookie(context);
    expect(cookie?.value).toBe('false');
    expect(daysLeft(cookie!.expires)).toBeGreaterThan(149);
    requests.length = 0;
    await page.goto('/ja/men');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.getByRole('region', { name: ja.Cookie.label })).toHaveCount(0);
  });

  test('says when no choice has been made yet, and the notice still asks', async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    const choice = page.getByRole('group', { name: en.Privacy.consent.title });
    await expect(choice.getByRole('status')).toHaveText(en.Privacy.consent.unset);
    await expect(choice.getByRole('radio', { name: en.Privacy.consent.accept })).not.toBeChecked();
    await expect(choice.getByRole('radio', { name: en.Privacy.consent.decline })).not.toBeChecked();
    // Choosing on the page answers the notice too.
    await expect(page.getByRole('region', { name: en.Cookie.label })).toBeVisible();
    await choice.getByRole('radio', { name: en.Privacy.consent.decline }).check();
    await expect(page.getByRole('region', { name: en.Cookie.label })).toBeHidden();
  });
});
