import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import hi from '@/messages/hi.json';
import { waitForHydration } from './helpers';

const answers = [
  { path: '/men?gender=men&system=us&size=9', messages: en },
  { path: '/ja/brand/nike?gender=men&system=us&size=9', messages: ja },
  { path: '/hi/country/japanese?gender=women&system=jp&size=24', messages: hi },
] as const;

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

test.describe('“See it in the chart ↓”', () => {
  for (const viewport of viewports) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const { path, messages } of answers) {
        test(`shows the row it points to below the sticky header (${path})`, async ({ page }) => {
          await page.goto(path);
          await waitForHydration(page);
          await page.getByRole('link', { name: messages.ConverterUi.seeInChart }).click();
          const row = page.locator('table.size-chart tr[aria-current="true"]');
          await expect(page).toHaveURL(new RegExp(`#${await row.getAttribute('id')}$`));
          await expect(row).toBeInViewport();
          // The row's top edge clears the header's bottom edge: nothing of it is hidden underneath.
          await expect
            .poll(async () => {
              const header = (await page.locator('body > header, header').first().boundingBox())!;
              const box = (await row.boundingBox())!;
              return box.y - (header.y + header.height);
            })
            .toBeGreaterThanOrEqual(0);
        });
      }
    });
  }
});
