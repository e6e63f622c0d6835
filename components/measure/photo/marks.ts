import type { PlacedMarks } from '@/lib/measure/photo/manual';
import type { Point, Quad } from '@/lib/measure/photo/types';

/** The points the visitor can move: the sheet's four corners (top left first, clockwise), then the heel and toe marks. */
export type Marks = PlacedMarks;

export type MarkId = 0 | 1 | 2 | 3 | 'heel' | 'toe';

export const markIds: MarkId[] = [0, 1, 2, 3, 'heel', 'toe'];

/** Each corner handle's name, by its place in `Marks['corners']`. */
export const cornerNames = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

export function markAt(marks: Marks, id: MarkId): Point {
  return typeof id === 'number' ? marks.corners[id] : marks[id];
}

/** The marks with one moved to `to`, kept inside the photo. */
export function moveMark(marks: Marks, id: MarkId, to: Point, size: { width: number; height: number }): Marks {
  const point = { x: Math.min(size.width - 1, Math.max(0, to.x)), y: Math.min(size.height - 1, Math.max(0, to.y)) };
  if (typeof id !== 'number') return { ...marks, [id]: point };
  const corners = [...marks.corners] as Quad;
  corners[id] = point;
  return { ...marks, corners };
}

const arrows: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** How far an arrow key moves a mark, in photo pixels; Shift moves ten times as far. */
export function arrowStep(key: string, shift: boolean): Point | null {
  const step = arrows[key];
  if (!step) return null;
  const by = shift ? 10 : 1;
  return { x: step.x * by, y: step.y * by };
}
