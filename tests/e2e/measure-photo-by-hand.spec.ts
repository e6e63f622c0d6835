import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { screenOrder } from '@/lib/measure/photo/manual';
import type { Point } from '@/lib/measure/photo/types';
import { hardPhoto, hardPhotoMarks, type HardKind } from '@/tests/support/hard-foot-photo';
import { waitForHydration } from './helpers';
import { lengthShown, pngFile } from './measure-photo-helpers';

const m = en.MeasurePhoto;

/** A rendered photo of a person standing on the sheet at a wall, as the PNG file a visitor would pick. */
async function hardPhotoFile(seed: number, kind: HardKind) {
  const photo = hardPhoto(seed, kind);
  return { file: await pngFile(photo.image, `foot-${kind}-${seed}.png`), photo };
}

/** Moves the focused handle to `to` with the arrow keys alone: Shift+arrow for tens of pixels, then single steps. */
async function moveFocusedHandleTo(page: Page, to: Point) {
  const handle = page.locator(':focus');
  const at = { x: Number(await handle.getAttribute('data-x')), y: Number(await handle.getAttribute('data-y')) };
  for (const [delta, less, more] of [
    [Math.round(to.x - at.x), 'ArrowLeft', 'ArrowRight'],
    [Math.round(to.y - at.y), 'ArrowUp', 'ArrowDown'],
  ] as const) {
    const key = delta < 0 ? less : more;
    for (let i = 0; i < Math.floor(Math.abs(delta) / 10); i++) await page.keyboard.press(`Shift+${key}`);
    for (let i = 0; i < Math.abs(delta) % 10; i++) await page.keyboard.press(key);
  }
  const off = async () =>
    Math.hypot(Number(await handle.getAttribute('data-x')) - to.x, Number(await handle.getAttribute('data-y')) - to.y);
  await expect.poll(off).toBeLessThanOrEqual(1);
}

test('a photo with a leg and a wall is measured; a refused one is measured from corners and marks placed by keyboard', async ({ page }) => {
  test.setTimeout(180_000);
  // Seed 16: a Letter sheet at a wall with a skirting board, the other foot beside it, tilted 10–20°; the measurer answers it.
  const measured = await hardPhotoFile(16, 'measurable');
  // Seed 1, blurred: refused as too blurred, but the sheet and foot can still be marked by hand.
  const blurred = await hardPhotoFile(1, 'blurred');
  const truth = hardPhotoMarks(1, 'blurred');
  expect([measured.photo.paper, blurred.photo.paper, truth.paper]).toEqual(['letter', 'letter', 'letter']);

  await page.goto('/measure/photo');
  await waitForHydration(page);
  await page.getByRole('group', { name: m.paperLabel }).getByText(m.paper.letter, { exact: true }).click();
  await page.getByTestId('choose-photo').setInputFiles(measured.file);
  await expect(page.getByTestId('foot-length')).toBeVisible({ timeout: 30_000 });
  const answered = await lengthShown(page);
  expect(Math.abs(answered - measured.photo.lengthMm)).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('foot-length-accuracy')).not.toHaveText(m.placedByHand);

  // On request, the measurer's marks become the visitor's: the same length, then a mouse drag changes it.
  await page.getByRole('button', { name: m.adjustByHand }).click();
  await expect(page.getByRole('button', { name: m.corner.topLeft })).toBeFocused();
  await expect(page.getByTestId('foot-length-accuracy')).toHaveText(m.placedByHand);
  expect(Math.abs((await lengthShown(page)) - answered)).toBeLessThanOrEqual(1);
  const toe = page.getByRole('button', { name: m.toeLabel, exact: true });
  // Hovering first scrolls the handle clear of anything fixed over it (the cookie notice) before the drag.
  await toe.hover();
  const box = (await toe.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 20, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => lengthShown(page)).toBeGreaterThan(answered + 5);

  await page.getByTestId('choose-photo').setInputFiles(blurred.file);
  await expect(page.locator('[data-refusal]')).toHaveAttribute('data-refusal', 'blurred', { timeout: 30_000 });
  await expect(page.locator('[data-refusal]')).toHaveText(m.refusal.blurred);
  await expect(page.getByTestId('foot-length')).toHaveCount(0);

  // Keyboard alone from here: Tab from the file button to the offer, Enter, and the first corner has the focus.
  await page.getByTestId('choose-photo').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: m.placeByHand })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: m.corner.topLeft })).toBeFocused();
  await expect(page.getByTestId('marks-to-place')).toBeVisible();
  await expect(page.getByTestId('foot-length')).toHaveCount(0);

  const corners = screenOrder(truth.corners);
  const handles: [string, Point][] = [
    [m.corner.topLeft, corners[0]],
    [m.corner.topRight, corners[1]],
    [m.corner.bottomRight, corners[2]],
    [m.corner.bottomLeft, corners[3]],
    [m.heelLabel, truth.heel],
    [m.toeLabel, truth.toe],
  ];
  for (const [index, [name, target]] of handles.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
    await moveFocusedHandleTo(page, target);
  }
  await expect(page.getByTestId('mark-position')).toContainText(m.toeLabel);
  await expect(page.getByTestId('foot-length-accuracy')).toHaveText(m.placedByHand);
  expect(Math.abs((await lengthShown(page)) - blurred.photo.lengthMm)).toBeLessThanOrEqual(3);
  const shown = await lengthShown(page);
  await expect(page.getByRole('link', { name: m.useLength.replace('{mm}', String(shown)) })).toBeVisible();

  // A toe mark pushed off the sheet gives a clear message and no number; back in place, the length returns.
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowDown');
  await expect(page.locator('[data-placement-problem]')).toHaveText(m.placement.markOffSheet);
  await expect(page.getByTestId('foot-length')).toHaveCount(0);
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowUp');
  await expect(page.getByTestId('foot-length')).toHaveText(m.length.replace('{mm}', String(shown)));
});

test('in Korean on a phone, a striped sock whose toe may hide in a light stripe gets low confidence and what to do', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const k = ko.MeasurePhoto;
  // Seed 174: a sock with white stripes, its toe read at the end of a dark band; the photo cannot show how far it goes on.
  const striped = await hardPhotoFile(174, 'measurable');
  expect(striped.photo.paper).toBe('letter');
  await page.goto('/ko/measure/photo');
  await waitForHydration(page);
  await page.getByRole('group', { name: k.paperLabel }).getByText(k.paper.letter, { exact: true }).click();
  await page.getByTestId('choose-photo').setInputFiles(striped.file);
  await expect(page.getByTestId('foot-length')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('foot-length-accuracy')).toContainText(k.confidence.low);
  const advice = page.getByTestId('low-confidence');
  await expect(advice).toHaveText(k.lowBecause.lightToe);
  await expect(advice).toHaveAttribute('data-cause', 'lightToe');
  // The advice sits with the length, in the readout.
  await expect(page.locator('output').getByTestId('low-confidence')).toHaveCount(1);
  // The readout's live region arrives with its text, which is not announced: the status region, there from the start and
  // by the file buttons (the readout is below the photo on a phone), says the answer and its cause.
  const said = k.measured.replace('{mm}', String(await lengthShown(page))).replace('{confidence}', k.confidence.low);
  await expect(page.getByTestId('measure-status')).toContainText(said);
  await expect(page.getByTestId('measure-status')).toContainText(k.lowBecause.lightToe);
  // On the phone's screen each handle takes a finger over 44 CSS px, however small the photo is shown.
  await expect.poll(async () => Math.round((await page.locator('[data-mark="toe"]').boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(44);
});
