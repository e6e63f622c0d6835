import type { RgbaImage } from '@/lib/measure/photo/types';

/** Longest side the photo is measured at: enough for ±1 mm on a sheet that fills half the photo, and quick on a phone. */
const maxSide = 1280;

export interface LoadedPhoto {
  image: RgbaImage;
  /** A local object URL of the scaled photo, for display; revoke it when done. */
  url: string;
}

/** Decodes the picked file on this device (EXIF rotation applied) and scales it down. Nothing is sent anywhere. */
export async function loadPhoto(file: File): Promise<LoadedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
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
