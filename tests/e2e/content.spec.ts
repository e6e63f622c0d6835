import { expect, test, type Page } from '@playwright/test';
import { watchThirdParty } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

test.describe('page content', () => {
  test('a converter page carries valid FAQPage and BreadcrumbList JSON-LD matching its accordion', async ({ page, request }) => {
    const html = await (await request.get('/fr/brand/nike')).text();
    const blocks = jsonLdBlocks(html);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as {
      '@context': string;
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(5);
    }
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2]);
    expect(crumbs.itemListElement[1]!.item).toMatch(/\/fr\/brand\/nike$/);

    await page.goto('/fr/brand/nike');
    const questions = page.locator('details[data-faq] summary');
    await expect(questions).toHaveCount(faq.mainEntity.length);
    await expect(questions.first()).toContainText(faq.mainEntity[0]!.name);
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[data-faq]').first()).toHaveAttribute('open', '');
  });

  test('an admin edit appears on the public page', async ({ page, request }) => {
    const token = await loginAdmin(request);
    const title = `Colombian sizes, edited ${Date.now()}`;
    // Cached before the edit, so that what follows proves the save expired it.
    expect(await (await request.get('/country/colombian')).text()).not.toContain(title);
    const saved = await request.put('/api/admin/content', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        category: 'country-colombian',
        language: 'en',
        title,
        description: 'Edited in the end-to-end test.',
        content: '<p>Edited <strong>prose</strong>.</p><script>window.hacked = true</script>',
        image: '/content/country.webp',
        faqs: [{ question: 'Is this the edited page?', answer: 'Yes.' }],
        relatedTools: [{ title: 'Men', link: '/men' }],
      },
    });
    expect(saved.status()).toBe(200);
    // The save expires the page on this instance: the very next visit already gets the new one.
    expect(await (await request.get('/country/colombian')).text()).toContain(title);
    await page.goto('/country/colombian');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('.content-prose strong')).toHaveText('prose');
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  });
});

async function serveExtensions(page: Page, data: unknown[]): Promise<void> {
  await page.route('**/api/extensions', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) }),
  );
}

const chat = (status: string, appKey: string) => ({ key: 'chat', status, config: { appKey } });
const analytics = (status: string, measurementId: string) => ({ key: 'analytics', status, config: { measurementId } });

test.describe('extensions', () => {
  test('nothing third-party loads as shipped (both disabled), even after consent', async ({ page }) => {
    const requests = await watchThirdParty(page);
    const extensions = page.waitForResponse('**/api/extensions');
    await page.goto('/women');
    expect((await (await extensions).json()).data.map((extension: { status: string }) => extension.status)).toEqual([
      'disabled',
      'disabled',
    ]);
    await page.getByRole('button', { name: 'I understand' }).click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });

  test('the chat widget loads only when enabled with an app key, and after the cookie notice is accepted', async ({ page }) => {
    const requests = await watchThirdParty(page);
    await serveExtensions(page, [chat('disabled', 'abcd-1234'), analytics('disabled', '')]);
    await page.goto('/men');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await page.unroute('**/api/extensions');
    await serveExtensions(page, [chat('enabled', ''), analytics('disabled', '')]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await page.unroute('**/api/extensions');
    await serveExtensions(page, [chat('enabled', 'abcd-1234'), analytics('disabled', '')]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => requests.some((url) => url.startsWith('https://client.crisp.chat/l.js'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { CRISP_WEBSITE_ID?: string }).CRISP_WEBSITE_ID)).toBe('abcd-1234');
  });

  test('analytics waits for the cookie notice to be accepted', async ({ page }) => {
    const requests = await watchThirdParty(page);
    await serveExtensions(page, [chat('disabled', ''), analytics('enabled', 'G-ABC123DEF4')]);
    await page.goto('/kids');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => requests.find((url) => url.includes('googletagmanager.com/gtag/js'))).toContain('id=G-ABC123DEF4');
  });

  test('a failing extensions request is logged, not shown', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/extensions', (route) => route.fulfill({ status: 500, body: 'nope' }));
    await page.goto('/about');
    await expect.poll(() => errors.some((text) => text.includes('Extensions could not be loaded'))).toBe(true);
    await expect(page.getByText('Extensions could not be loaded')).toHaveCount(0);
  });
});

test('a blog post written in the dashboard API is listed, rendered and in the sitemap in its languages only', async ({ request }) => {
  const token = await loginAdmin(request);
  const slug = `sizes-${Date.now()}`;
  for (const [language, title] of [
    ['en', 'Measuring feet at home'],
    ['de', 'Füße zu Hause messen'],
  ]) {
    const saved = await request.put('/api/admin/blog', {
      headers: { authorization: `Bearer ${token}` },
      data: { slug, language, title, description: 'A short guide.', content: '<p>Stand on paper.</p>', image: null },
    });
    expect(saved.status()).toBe(200);
  }
  await expect.poll(async () => (await request.get('/blog')).text(), { timeout: 30_000 }).toContain(`/blog/${slug}`);
  const post = await request.get(`/de/blog/${slug}`);
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain('Füße zu Hause messen');
  expect(html).toContain('<p>Stand on paper.</p>');
  expect((await request.get(`/fr/blog/${slug}`)).status()).toBe(404);
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 30_000 })
    .toMatch(new RegExp(`<loc>[^<]*/de/blog/${slug}</loc>`));
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toContain(`/fr/blog/${slug}`);
});
