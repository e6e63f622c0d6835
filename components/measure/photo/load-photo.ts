import type { RgbaImage } from '@/lib/measure/photo/types';
import { scaledSize } from './measure-protocol';

export interface LoadedPhoto {
  image: RgbaImage;
  /** A local object URL of the scaled photo, for display; revoke it when done. */
  url: string;
}

/**
 * Decodes the picked file on this device (EXIF rotation applied) and scales it down, on the page's
 * own thread: the fallback for browsers whose workers have no OffscreenCanvas. Nothing is sent anywhere.
 */
export async function loadPhoto(file: Blob): Promise<LoadedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('could not encode the preview');
  return { image: { width, height, data }, url: URL.createObjectURL(blob) };
}
