import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { uniqueTag } from './admin-seed';
import { waitForHydration } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

let token: string;

test.beforeAll(async ({ request }) => {
  token = await loginAdmin(request);
});

async function openContent(page: Page, path = '/dashboard/content') {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('content editor in the dashboard', () => {
  test('by keyboard: pick a page and a language, edit, preview every field, save, see it on the public page', async ({ page }) => {
    await openContent(page);
    const tag = uniqueTag();
    const pagePicker = page.getByLabel(en.ContentAdmin.page, { exact: true });
    await pagePicker.selectOption('brand-asics');
    await expect(pagePicker.locator('option:checked')).toHaveText('/brand/asics');
    await page.getByLabel(en.ContentAdmin.language, { exact: true }).selectOption('de');
    const title = page.getByLabel(en.ContentAdmin.title, { exact: true });
    await expect(title).not.toHaveValue('');
    await title.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`ASICS Größen ${tag}`);
    await page.getByLabel(en.ContentAdmin.description, { exact: true }).fill(`Beschreibung ${tag}`);
    await page.getByLabel(en.ContentAdmin.content).fill(`<p>Text <em>${tag}</em></p><script>alert(1)</script>`);

    const preview = page.getByRole('region', { name: en.ContentAdmin.preview });
    await expect(preview.getByRole('heading', { name: `ASICS Größen ${tag}` })).toBeVisible();
    await expect(preview.getByText(`Beschreibung ${tag}`)).toBeVisible();
    await expect(preview.locator('em')).toHaveText(tag);
    await expect(preview.locator('script')).toHaveCount(0);
    // The shipped FAQs and related tools of the page show in the preview too.
    expect(await preview.locator('details').count()).toBeGreaterThanOrEqual(5);
    await expect(preview.getByRole('img')).toBeVisible();

    await page.getByRole('button', { name: en.ContentAdmin.save }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.ContentAdmin.saved)).toBeVisible();

    const view = page.getByRole('link', { name: en.ContentAdminLinks.viewPage });
    await expect(view).toHaveAttribute('href', '/de/brand/asics');
    await page.goto('/de/brand/asics');
    await expect(page.getByRole('heading', { name: `ASICS Größen ${tag}` })).toBeVisible();
    await expect(page.locator('.content-prose em')).toHaveText(tag);
  });

  test('editing a blog post starts from its stored text in the chosen language', async ({ page, request }) => {
    const slug = `edit-${uniqueTag()}`;
    const saved = await request.put('/api/admin/blog', {
      headers: { authorization: `Bearer ${token}` },
      data: { slug, language: 'en', title: 'Stored title', description: 'Stored summary', content: '<p>Stored body</p>', image: null },
    });
    expect(saved.status()).toBe(200);
    await openContent(page);
    await page.getByRole('tab', { name: en.ContentAdmin.tab.blog }).click();
    const item = page.getByRole('listitem').filter({ hasText: slug });
    await item.getByRole('button', { name: en.ContentAdmin.edit }).click();
    await expect(page.getByLabel(en.ContentAdmin.title, { exact: true })).toHaveValue('Stored title');
    await expect(page.getByLabel(en.ContentAdmin.description, { exact: true })).toHaveValue('Stored summary');
    await expect(page.getByLabel(en.ContentAdmin.content)).toHaveValue('<p>Stored body</p>');
    await expect(item.getByRole('link', { name: en.ContentAdminLinks.viewPage })).toHaveAttribute('href', `/blog/${slug}`);
    // A language the post is not written in starts empty, keeping the address.
    await page.getByLabel(en.ContentAdmin.language, { exact: true }).selectOption('fr');
    await expect(page.getByLabel(en.ContentAdmin.title, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(en.ContentAdmin.slug)).toHaveValue(slug);
  });

  test('deleting a blog post asks first: Escape keeps it, confirming deletes it everywhere', async ({ page, request }) => {
    const slug = `delete-${uniqueTag()}`;
    const post = { slug, language: 'en', title: 'Doomed post', description: '', content: '<p>Bye</p>', image: null };
    expect((await request.put('/api/admin/blog', { headers: { authorization: `Bearer ${token}` }, data: post })).status()).toBe(200);
    await openContent(page);
    await page.getByRole('tab', { name: en.ContentAdmin.tab.blog }).click();
    const item = page.getByRole('listitem').filter({ hasText: slug });
    await item.getByRole('button', { name: en.ContentAdmin.deletePost }).click();
    const dialog = page.getByRole('dialog', { name: en.BlogDelete.title.replace('{title}', 'Doomed post') });
    await expect(dialog).toContainText(en.BlogDelete.description);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200);

    await item.getByRole('button', { name: en.ContentAdmin.deletePost }).click();
    await dialog.getByRole('button', { name: en.ContentAdmin.deletePost }).click();
    await expect(page.getByText(en.ContentAdmin.deleted)).toBeVisible();
    await expect(item).toHaveCount(0);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  });

  test('a file that is not an image is refused with a clear message; an image is uploaded and picked by name', async ({ page }) => {
    await openContent(page);
    const upload = page.getByLabel(en.ContentAdmin.upload);
    await upload.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText(en.ContentAdmin.uploadFailed)).toBeVisible();
    const name = `shoe-${uniqueTag()}.png`;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc2200' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await expect(page.getByText(en.ContentAdmin.uploaded)).toBeVisible();
    const picker = page.getByRole('combobox', { name: en.ContentAdmin.image, exact: true });
    await expect(picker).toHaveValue(/^\/api\/media\/[0-9a-f-]{36}$/);
    await expect(picker.locator('option:checked')).toHaveText(`${name} (64×48)`);
  });

  test('the site map names each state for screen readers and opens the editor on a page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openContent(page, '/ja/dashboard/content');
    await page.getByRole('tab', { name: ja.ContentAdmin.tab.siteMap }).click();
    const row = page.locator('[data-site-map-row="women"]');
    await expect(row.getByRole('cell', { name: ja.ContentAdmin.state.shipped }).first()).toBeVisible();
    // On a phone the table scrolls inside its box; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await row.getByRole('button', { name: '/women' }).click();
    await expect(page.getByRole('combobox', { name: ja.ContentAdmin.page, exact: true })).toHaveValue('women');
  });
});
