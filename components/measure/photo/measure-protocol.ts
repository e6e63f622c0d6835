import type { MarksGuess } from '@/lib/measure/photo/manual';
import type { MeasureOutcome, PaperSize, RgbaImage } from '@/lib/measure/photo/types';

/**
 * The messages between the page and the measuring worker. One request per photo or paper change;
 * the worker answers with stages as it goes and ends each request with exactly one final reply.
 */
export interface MeasureRequest {
  id: number;
  paper: PaperSize;
  /** The picked file, decoded and scaled by the worker, or a photo the page decoded itself. */
  photo: { file: Blob } | { image: RgbaImage };
}

export type MeasureStage = 'reading' | 'measuring';

export type MeasureReply =
  | { type: 'ready' }
  | { type: 'stage'; id: number; stage: MeasureStage }
  /** The photo as measured, and a JPEG of it for display. */
  | { type: 'decoded'; id: number; image: RgbaImage; preview: Blob }
  /** This browser cannot decode in a worker (no OffscreenCanvas there): the page decodes and asks again. */
  | { type: 'cannotDecode'; id: number }
  | { type: 'unreadable'; id: number }
  /** A refusal comes with the marks to start placing by hand from, worked out here rather than on the page's thread. */
  | { type: 'result'; id: number; outcome: MeasureOutcome; guess?: MarksGuess }
  | { type: 'failed'; id: number; message: string };

/** The replies that end a request. */
export type FinalReply = Extract<MeasureReply, { type: 'cannotDecode' | 'unreadable' | 'result' | 'failed' }>;

export const isFinal = (reply: MeasureReply): reply is FinalReply =>
  reply.type === 'cannotDecode' || reply.type === 'unreadable' || reply.type === 'result' || reply.type === 'failed';

/** Longest side the photo is measured at: enough for ±1 mm on a sheet that fills half the photo, and quick on a phone. */
export const maxSide = 1280;

/** The size a photo of this size is scaled down to before measuring. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
