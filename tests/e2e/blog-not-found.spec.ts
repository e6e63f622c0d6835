import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ja from '@/messages/ja.json';
import { uniqueTag } from './admin-seed';
import { htmlLang, title, waitForHydration } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

let englishOnlySlug: string;

test.beforeAll(async ({ request }) => {
  const token = await loginAdmin(request);
  englishOnlySlug = `english-only-${uniqueTag()}`;
  const saved = await request.put('/api/admin/blog', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug: englishOnlySlug,
      language: 'en',
      title: 'Only in English',
      description: 'Not translated.',
      content: '<p>Hi.</p>',
      image: null,
    },
  });
  expect(saved.status()).toBe(200);
});

const missing = () =>
  [
    { path: '/blog/no-such-post', locale: 'en', messages: en },
    { path: '/ja/blog/no-such-post', locale: 'ja', messages: ja },
    // A post that exists, but not in this language.
    { path: `/fr/blog/${englishOnlySlug}`, locale: 'fr', messages: fr },
  ] as const;

async function expectBrandedNotFound(page: Page, messages: typeof en) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.NotFound.title);
  await expect(page.getByRole('main')).toContainText(messages.NotFound.text);
  await expect(page.getByRole('banner').getByRole('link', { name: messages.Nav.home })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

test.describe('a missing blog post', () => {
  test('answers 404 with the branded page in its language, in the served HTML', async ({ request }) => {
    for (const { path, locale, messages } of missing()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(htmlLang(html), path).toBe(locale);
      expect(title(html), path).toContain(messages.NotFound.title);
      expect(html.includes(messages.NotFound.text), path).toBe(true);
      expect(html.includes('<footer'), path).toBe(true);
      expect(html.includes('__next_error__'), path).toBe(false);
    }
    // The post itself is still there in its own language.
    expect((await request.get(`/blog/${englishOnlySlug}`)).status()).toBe(200);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows the branded page with the header and footer', async ({ page }) => {
      for (const { path, messages } of missing()) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectBrandedNotFound(page, messages);
      }
    });
  });

  test('with JavaScript, shows the branded page, also when reached from another page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, messages } of missing()) {
      await page.goto(path);
      await waitForHydration(page);
      await expectBrandedNotFound(page, messages);
    }
    // An in-app navigation to a post that is not there.
    await page.goto('/ja/blog');
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/ja/blog/gone-missing'),
    );
    await expect(page).toHaveURL(/\/ja\/blog\/gone-missing$/);
    await expectBrandedNotFound(page, ja);
    expect(errors).toEqual([]);
  });
});
