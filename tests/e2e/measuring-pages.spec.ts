import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { siteUrl, waitForHydration } from './helpers';

// One rule for both pages (lib/measure/ruler/default-paper.ts): US Letter for English, A4 for every other language.
const expected = [
  { prefix: '', messages: en, paper: 'letter' },
  { prefix: '/ja', messages: ja, paper: 'a4' },
] as const;

test.describe('the measuring pages', () => {
  for (const { prefix, messages, paper } of expected) {
    test(`the ruler links to the photo measurer, and both start on the same paper (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/measure`);
      await waitForHydration(page);
      await expect(page.getByRole('radio', { name: messages.MeasurePage.papers[paper] })).toBeChecked();

      await page.getByRole('link', { name: messages.MeasurePage.photoLink }).click();
      await expect(page).toHaveURL(`${siteUrl}${prefix}/measure/photo`);
      await waitForHydration(page);
      await expect(
        page
          .getByRole('group', { name: messages.MeasurePhoto.paperLabel })
          .getByRole('radio', { name: messages.MeasurePhoto.paper[paper] }),
      ).toBeChecked();
    });
  }

  test('the link to the photo measurer is in the served HTML', async ({ request }) => {
    const html = await (await request.get('/measure')).text();
    expect(html.includes('href="/measure/photo"')).toBe(true);
  });
});
