import type { MarksGuess } from '@/lib/measure/photo/manual';
import type { MeasureOutcome, PaperSize, Quad, RgbaImage } from '@/lib/measure/photo/types';
import { scaledSize, type MeasureReply, type MeasureRequest } from './measure-protocol';

export interface DecodedPhoto {
  image: RgbaImage;
  preview: Blob;
}

export interface AnswerTools {
  measureFoot: (image: RgbaImage, paper: PaperSize) => MeasureOutcome;
  /** Decodes and scales a file, or is null where this thread cannot (no OffscreenCanvas). */
  decode: ((file: Blob) => Promise<DecodedPhoto>) | null;
  /** The hand placement's starting marks for a refused photo (the page asks for them only after a refusal). */
  guessMarks?: (image: RgbaImage, paper: PaperSize, found?: Quad) => MarksGuess;
}

/** Decodes and scales a picked file in a worker, the same way the page's own fallback does. */
export async function decodeOffscreen(file: Blob): Promise<DecodedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const preview = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return { image: { width, height, data }, preview };
}

/**
 * Answers one request: decodes the photo if it came as a file, measures it, and ends with exactly
 * one final reply; a fault in the measurer becomes a `failed` reply, never a silent worker.
 */
export async function answerRequest(request: MeasureRequest, post: (reply: MeasureReply) => void, tools: AnswerTools): Promise<void> {
  const { id, paper } = request;
  let image: RgbaImage;
  if ('file' in request.photo) {
    if (!tools.decode) return post({ type: 'cannotDecode', id });
    post({ type: 'stage', id, stage: 'reading' });
    let decoded: DecodedPhoto;
    try {
      decoded = await tools.decode(request.photo.file);
    } catch {
      return post({ type: 'unreadable', id });
    }
    post({ type: 'decoded', id, ...decoded });
    image = decoded.image;
  } else {
    image = request.photo.image;
  }
  post({ type: 'stage', id, stage: 'measuring' });
  try {
    const outcome = tools.measureFoot(image, paper);
    const guess = !outcome.ok && tools.guessMarks ? tools.guessMarks(image, paper, outcome.corners) : undefined;
    post({ type: 'result', id, outcome, ...(guess ? { guess } : {}) });
  } catch (error) {
    post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}
