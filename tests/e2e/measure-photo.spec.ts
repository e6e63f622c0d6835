import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { syntheticPhoto, type PhotoKind } from '@/tests/support/synthetic-foot-photo';
import { waitForHydration, watchScripts } from './helpers';
import { lengthShown, pngFile } from './measure-photo-helpers';

const m = en.MeasurePhoto;

/** A synthetic photo from the accuracy tests' generator, as the PNG file a visitor would pick. */
async function photoFile(seed: number, kind: PhotoKind) {
  const photo = syntheticPhoto(seed, kind);
  return { file: await pngFile(photo.image, `foot-${seed}.png`), photo };
}

test('a photo picked offline is measured in the browser, corrected with the keyboard and sent to a converter', async ({
  page,
  context,
}) => {
  // Seed 7 is an A4 sheet; English starts on US Letter, so A4 is chosen before the photo.
  const { file, photo } = await photoFile(7, 'measurable');
  expect(photo.scene.paper).toBe('a4');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  await page.goto('/measure/photo');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('group', { name: m.paperLabel }).getByText(m.paper.a4, { exact: true }).click();
  // Everything the page needs is loaded: it measures without a connection.
  await context.setOffline(true);
  await page.getByTestId('choose-photo').setInputFiles(file);

  await expect(page.getByTestId('foot-length')).toBeVisible({ timeout: 15_000 });
  const measured = await lengthShown(page);
  expect(Math.abs(measured - photo.lengthMm)).toBeLessThanOrEqual(3);
  const overlay = page.getByRole('group', { name: m.overlayLabel });
  await expect(overlay.locator('polygon')).toHaveCount(2);
  expect(
    Number(
      await overlay
        .locator('polygon')
        .nth(1)
        .evaluate((outline) => outline.getAttribute('points')?.split(' ').length),
    ),
  ).toBeGreaterThan(40);

  // Keyboard only: Tab from the file button to the third corner, then move it.
  await page.getByTestId('choose-photo').focus();
  const corner = m.corner.bottomRight;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === corner) break;
  }
  await expect(page.getByRole('button', { name: corner })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText(m.placedByHand)).toBeVisible();
  const corrected = await lengthShown(page);
  expect(corrected).not.toBe(measured);

  await context.setOffline(false);
  await page.getByRole('radio', { name: m.targets.women, exact: true }).check({ force: true });
  await page.getByRole('link', { name: m.useLength.replace('{mm}', String(corrected)) }).click();
  await expect(page).toHaveURL(new RegExp(`/women\\?footMm=${corrected}$`));
  await expect(page.getByLabel(en.ConverterUi.footLength, { exact: true })).toHaveValue(String(corrected / 10));
  expect(uploads).toEqual([]);
});

test('in Japanese on a phone, a photo without a foot is refused with what to change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { file } = await photoFile(1000, 'noFoot');
  await page.goto('/ja/measure/photo');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja.MeasurePhoto.title);
  await page.getByTestId('choose-photo').setInputFiles(file);
  const refusal = page.locator('[data-refusal]');
  await expect(refusal).toHaveText(ja.MeasurePhoto.refusal.noFoot, { timeout: 15_000 });
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('foot-length')).toHaveCount(0);
});

test('the measuring code is loaded by the photo page only', async ({ page }) => {
  const scriptsOf = async (path: string) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    // The photo page fetches the measuring code once hydrated; under load the network can idle before that.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const loaded = await scripts.stop();
    expect(loaded.length, path).toBeGreaterThan(0);
    return loaded.map(({ body }) => body).join('\n');
  };
  // `pxPerMm` is a property of the straightened sheet, which only the measuring code has.
  expect(await scriptsOf('/measure/photo')).toContain('pxPerMm');
  expect(await scriptsOf('/men')).not.toContain('pxPerMm');
  expect(await scriptsOf('/')).not.toContain('pxPerMm');
});
