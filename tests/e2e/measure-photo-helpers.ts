import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { RgbaImage } from '@/lib/measure/photo/types';

/** A rendered photo as the PNG file a visitor would pick. */
export async function pngFile(image: RgbaImage, name: string) {
  const { width, height, data } = image;
  const buffer = await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The foot length the page shows, in whole millimetres. */
export async function lengthShown(page: Page): Promise<number> {
  const text = await page.getByTestId('foot-length').textContent();
  return Number(/(\d+)\s*mm/.exec(text ?? '')?.[1]);
}
