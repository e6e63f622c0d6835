import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { seedUser, seededPassword, uniqueTag } from './admin-seed';
import { syntheticPhoto } from '@/tests/support/synthetic-foot-photo';
import { waitForHydration } from './helpers';

const here = (page: Page) => page.getByTestId('your-size-here');

async function logIn(page: Page): Promise<string> {
  const tag = uniqueTag();
  const email = `sizes-${tag}@example.com`;
  await seedUser(`Sizes ${tag}`, email);
  const response = await page.request.post('/api/login', { data: { email, password: seededPassword } });
  const { token } = await response.json();
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return token;
}

/** Opens a page and waits for the island's own request, so "nothing shown" is a real answer. */
async function openConverter(page: Page, path: string) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/my-sizes?page='));
  await page.goto(path);
  await answered;
}

async function openMySizes(page: Page, path = '/dashboard/my-sizes') {
  await page.goto(path);
  await waitForHydration(page);
}

async function pageDoesNotScrollSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe('my sizes', () => {
  test('a saved foot length shows on the brand page, is edited to a brand fit, and is deleted', async ({ page }) => {
    await logIn(page);
    await openMySizes(page);
    await expect(page.getByRole('heading', { name: en.mySizes.title, level: 1 })).toBeVisible();
    await page.getByLabel(en.mySizes.footLength).fill('262');
    await page.getByRole('button', { name: en.mySizes.saveButton }).click();
    await expect(page.getByText(en.mySizes.saved)).toBeVisible();
    // Nike prints US 9 for a 26.2 cm foot; the standard tables' BR value is worked out, so it is marked.
    const table = page.getByTestId('sizes-everywhere');
    const nikeRow = table.getByRole('row', { name: /^Nike/ });
    await expect(nikeRow.getByRole('cell').first()).toHaveText('9');
    await expect(table.locator('td[data-origin="derived"]').first()).toContainText('≈');

    await openConverter(page, '/brand/nike');
    await expect(here(page)).toContainText('US 9');
    await expect(here(page)).toContainText('EU 42.5');
    await expect(here(page)).toContainText('262 mm');

    await openMySizes(page);
    await page.getByLabel(en.mySizes.footLength).fill('');
    await page.getByLabel(en.mySizes.fitBrand).selectOption('nike');
    await page.getByLabel(en.mySizes.fitSize, { exact: true }).fill('10');
    await page.getByRole('button', { name: en.mySizes.saveButton }).click();
    await expect(page.getByTestId('my-sizes-summary')).toContainText('Nike 10');

    await openConverter(page, '/brand/nike');
    await expect(here(page)).toContainText('US 10');
    await expect(here(page)).toContainText(en.mySizes.here.fromFit);

    await openMySizes(page);
    await page.getByRole('button', { name: en.mySizes.delete }).click();
    const dialog = page.getByRole('dialog', { name: en.mySizes.confirmTitle });
    await dialog.getByRole('button', { name: en.mySizes.confirmDelete }).click();
    await expect(page.getByText(en.mySizes.deleted)).toBeVisible();

    await openConverter(page, '/brand/nike');
    await expect(here(page)).toHaveCount(0);
  });

  test('on Converse kids the box names the size to buy, worded as the page’s own answer', async ({ page }) => {
    const token = await logIn(page);
    const saved = await page.request.put('/api/my-sizes', {
      headers: { authorization: `Bearer ${token}` },
      data: { gender: 'kids', fit: { brand: 'converse', system: 'us', size: '2.5C' } },
    });
    expect(saved.status()).toBe(200);
    // The same size asked on the page: its converter answers with the size to buy too.
    await openConverter(page, '/brand/converse?gender=kids&system=us&size=2.5C');
    const buy = (style: keyof typeof en.LabelKinds.buyStyles) =>
      en.LabelKinds.sizeToBuy.replace('{style}', en.LabelKinds.buyStyles[style]).replace('{size}', '2C');
    await expect(here(page).getByTestId('printed-buy')).toHaveText([buy('chuckTaylorAllStar'), buy('otherStyles')]);
    const answer = page.getByTestId('conversion-result').getByTestId('printed-buy');
    await expect(answer).toHaveText(await here(page).getByTestId('printed-buy').allTextContents());
  });

  test('bad input is refused with a clear message and nothing is saved', async ({ page }) => {
    const token = await logIn(page);
    await openMySizes(page);
    await page.getByLabel(en.mySizes.footLength).fill('20');
    await page.getByRole('button', { name: en.mySizes.saveButton }).click();
    await expect(page.getByText(en.mySizes.errors.invalidFootLength)).toBeVisible();
    await expect(page.getByLabel(en.mySizes.footLength)).toHaveAttribute('aria-invalid', 'true');
    const saved = await page.request.get('/api/my-sizes', { headers: { authorization: `Bearer ${token}` } });
    expect(await saved.json()).toEqual({ mySizes: null, everywhere: null });
  });

  test('works by keyboard alone on a phone, without sideways scrolling', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page);
    await openMySizes(page);
    await page.getByLabel(en.mySizes.genderLabel).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(en.mySizes.footLength)).toBeFocused();
    await page.keyboard.type('245');
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.mySizes.saved)).toBeVisible();
    await expect(page.getByTestId('sizes-everywhere')).toBeVisible();
    await pageDoesNotScrollSideways(page);
    await page.screenshot({ path: testInfo.outputPath('my-sizes-390.png'), fullPage: true });

    const remove = page.getByRole('button', { name: en.mySizes.delete });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.mySizes.confirmTitle });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: en.mySizes.confirmDelete }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(en.mySizes.deleted)).toBeVisible();

    await openConverter(page, '/men');
    await expect(here(page)).toHaveCount(0);
    await pageDoesNotScrollSideways(page);
  });

  test('speaks Japanese, and the ruler page saves to my sizes', async ({ page }) => {
    await logIn(page);
    await page.goto('/ja/measure');
    await waitForHydration(page);
    const ruler = page.getByRole('region', { name: ja.mySizes.save.rulerHeading });
    await ruler.getByLabel(ja.mySizes.footLength).fill('262');
    await ruler.getByRole('button', { name: ja.mySizes.save.button }).click();
    await expect(ruler.getByText(ja.mySizes.save.saved)).toBeVisible();

    await openConverter(page, '/ja/brand/nike');
    await expect(here(page)).toContainText('このページでのあなたのサイズ（メンズ）');
    await expect(here(page)).toContainText('US 9');
    await here(page).getByRole('link', { name: ja.mySizes.here.edit }).click();
    await expect(page.getByRole('heading', { name: ja.mySizes.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('my-sizes-summary')).toContainText('262 mm');
  });

  test('a photo measurement is saved to my sizes for the chosen group', async ({ page }) => {
    const token = await logIn(page);
    const { width, height, data } = syntheticPhoto(7, 'measurable').image;
    const buffer = await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    await page.goto('/measure/photo');
    await waitForHydration(page);
    // The synthetic sheet is A4; English starts on US Letter.
    await page.getByRole('group', { name: en.MeasurePhoto.paperLabel }).getByText(en.MeasurePhoto.paper.a4, { exact: true }).click();
    await page.getByTestId('choose-photo').setInputFiles({ name: 'foot.png', mimeType: 'image/png', buffer });
    await expect(page.getByTestId('foot-length')).toBeVisible({ timeout: 15_000 });
    const shown = Number(/(\d+)\s*mm/.exec((await page.getByTestId('foot-length').textContent()) ?? '')?.[1]);
    await page.getByText(en.MeasurePhoto.targets.women, { exact: true }).click();
    await page.getByRole('button', { name: en.mySizes.save.button }).click();
    await expect(page.getByText(en.mySizes.save.saved)).toBeVisible();
    const saved = (await (await page.request.get('/api/my-sizes', { headers: { authorization: `Bearer ${token}` } })).json()).mySizes;
    expect(saved).toMatchObject({ gender: 'women', source: 'photo' });
    expect(Math.abs(saved.footLengthMm - shown)).toBeLessThanOrEqual(0.5);
  });

  test('a visitor gets no island and no request, and a link to log in on the measure page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/my-sizes')) asked.push(request.url());
    });
    await page.goto('/brand/nike');
    await waitForHydration(page);
    await expect(here(page)).toHaveCount(0);
    await page.goto('/measure');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: en.mySizes.save.login })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
