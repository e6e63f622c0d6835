import type { Homography } from './homography';
import type { Point } from './types';

/**
 * A foot someone stands on is a solid: the front of the big toe is about a centimetre and a half
 * above the floor and the ball's widest point about two, so a camera that is not straight above
 * them sees the toe's outline land on the floor short of (or beyond) the toe, and the ball
 * magnified by its height. These corrections undo that from the camera's position, which the
 * sheet's corners give. Proportions of a foot of length L (typical anatomy): the toe's front
 * 0.06 L up, the toe pulp's half-height 0.046 L and half-length 0.085 L, the ball's widest 0.085 L up.
 */
const toeHeight = 0.06;
const toeHalfHeight = 0.046;
const toeHalfLength = 0.085;
const ballHeight = 0.085;

/** The camera's centre in sheet millimetres (z up), from the sheet-to-photo homography and the focal length in pixels. */
export function cameraCentre(
  sheetToPhoto: Homography,
  focal: number,
  width: number,
  height: number,
): { x: number; y: number; z: number } | null {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const h = sheetToPhoto;
  // K⁻¹·H, column by column.
  const column = (j: number): [number, number, number] => [
    (h[j]! - cx * h[6 + j]!) / focal,
    (h[3 + j]! - cy * h[6 + j]!) / focal,
    h[6 + j]!,
  ];
  const m1 = column(0);
  const m2 = column(1);
  const m3 = column(2);
  let lambda = 2 / (Math.hypot(...m1) + Math.hypot(...m2));
  if (m3[2] * lambda < 0) lambda = -lambda;
  const r1 = m1.map((v) => v * lambda) as [number, number, number];
  const r2 = m2.map((v) => v * lambda) as [number, number, number];
  const t = m3.map((v) => v * lambda) as [number, number, number];
  const r3: [number, number, number] = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const centre = { x: -dot(r1, t), y: -dot(r2, t), z: Math.abs(dot(r3, t)) };
  return Object.values(centre).every(Number.isFinite) && centre.z > 50 ? centre : null;
}

/** Length and width of a standing foot from its outline on the floor, seen from `camera` (sheet millimetres). */
export function standingFoot(lengthMm: number, widthMm: number, toe: Point, camera: { x: number; y: number; z: number }) {
  const k = (camera.y - toe.y) / camera.z;
  const length = lengthMm + k * toeHeight * lengthMm - (k * k * (toeHalfHeight * lengthMm) ** 2) / (2 * toeHalfLength * lengthMm);
  const width = (widthMm * (camera.z - ballHeight * length)) / camera.z;
  return { lengthMm: length, widthMm: width };
}
