import { findSheet } from './find-sheet';
import { applyHomography, homographyFromPoints } from './homography';
import { luminance } from './image-ops';
import { photoToSheet, sheetCorners } from './measure';
import { paperMm, type PaperSize, type Point, type Quad, type RgbaImage } from './types';

/** The sheet's four corners and the heel and toe marks as the visitor places them, in photo pixels. */
export interface PlacedMarks {
  /** Top left, top right, bottom right, bottom left as first shown; the visitor may drag them anywhere. */
  corners: Quad;
  heel: Point;
  toe: Point;
}

/** What is wrong with a placement, each with its own message on the page. */
export const placementProblems = ['cornersCrossed', 'notConvex', 'markOffSheet', 'lengthOutOfRange'] as const;
export type PlacementProblem = (typeof placementProblems)[number];

export type PlacedReading =
  | {
      ok: true;
      lengthMm: number;
      /** The corners reordered as the measurer orders them: the heel edge first, then along the foot. */
      sheetOrder: Quad;
    }
  | { ok: false; problem: PlacementProblem };

/** Feet outside this range are not feet on a sheet of paper: a mark is misplaced. */
export const placedLengthRangeMm = { min: 100, max: 350 } as const;

/** How far (mm) a mark may sit beyond the sheet's edge: a heel against the wall is on the edge, give or take the paper's gap. */
const edgeToleranceMm = 5;

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

const rotate = (q: Quad, by: number): Quad => [q[by % 4]!, q[(by + 1) % 4]!, q[(by + 2) % 4]!, q[(by + 3) % 4]!];

/** Whether segments ab and cd cross at a point inside both. */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** Why four corners in this order do not outline a sheet, or null when they make a convex quadrilateral. */
export function quadProblem(corners: Quad): 'cornersCrossed' | 'notConvex' | null {
  const [a, b, c, d] = corners;
  if (segmentsCross(a, b, c, d) || segmentsCross(b, c, d, a)) return 'cornersCrossed';
  const turns = corners.map((p, i) => cross(p, corners[(i + 1) % 4]!, corners[(i + 2) % 4]!));
  const span = Math.max(...corners.map((p) => Math.hypot(p.x - a.x, p.y - a.y)));
  // A turn this small is a straight angle: three corners on a line make a triangle, not a sheet.
  const straight = 1e-3 * span * span;
  const convex = turns.every((t) => t > straight) || turns.every((t) => t < -straight);
  return convex ? null : 'notConvex';
}

/**
 * The length between hand-placed heel and toe marks along the sheet's long axis, from the four
 * hand-placed corners and the paper's size, or what is wrong with the placement. The long sides are
 * the pair the foot runs along, so the corners may be placed in any orientation of the sheet.
 */
export function readPlacedMarks(marks: PlacedMarks, paper: PaperSize): PlacedReading {
  const shape = quadProblem(marks.corners);
  if (shape) return { ok: false, problem: shape };
  const { width, length } = paperMm[paper];
  let best: { order: Quad; heel: Point; toe: Point; straightness: number } | null = null;
  for (const turn of [0, 1]) {
    const order = rotate(marks.corners, turn);
    const h = photoToSheet(order, paper);
    if (!h) continue;
    const heel = applyHomography(h, marks.heel);
    const toe = applyHomography(h, marks.toe);
    const straightness = Math.abs(toe.y - heel.y) / (Math.abs(toe.x - heel.x) + 1e-9);
    if (!best || straightness > best.straightness) best = { order, heel, toe, straightness };
  }
  if (!best) return { ok: false, problem: 'notConvex' };
  const onSheet = (p: Point) =>
    p.x >= -edgeToleranceMm && p.x <= width + edgeToleranceMm && p.y >= -edgeToleranceMm && p.y <= length + edgeToleranceMm;
  if (!onSheet(best.heel) || !onSheet(best.toe)) return { ok: false, problem: 'markOffSheet' };
  const lengthMm = Math.abs(best.toe.y - best.heel.y);
  if (!(lengthMm >= placedLengthRangeMm.min && lengthMm <= placedLengthRangeMm.max)) return { ok: false, problem: 'lengthOutOfRange' };
  const sheetOrder = best.heel.y <= best.toe.y ? best.order : rotate(best.order, 2);
  return { ok: true, lengthMm, sheetOrder };
}

/** Screen directions of top left, top right, bottom right and bottom left from a quadrilateral's centre (y down). */
const cornerBearings = [-135, -45, 45, 135].map((deg) => (deg * Math.PI) / 180);

/** The corners in screen order, top left first and clockwise, so that each handle's name says where it is. */
export function screenOrder(corners: Quad): Quad {
  const centre = corners.reduce((c, p) => ({ x: c.x + p.x / 4, y: c.y + p.y / 4 }), { x: 0, y: 0 });
  const bearing = (p: Point) => Math.atan2(p.y - centre.y, p.x - centre.x);
  const sorted = [...corners].sort((p, q) => bearing(p) - bearing(q)) as Quad;
  const miss = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
  let best = sorted;
  let bestMiss = Infinity;
  for (let turn = 0; turn < 4; turn++) {
    const candidate = rotate(sorted, turn);
    const total = candidate.reduce((sum, p, i) => sum + miss(bearing(p), cornerBearings[i]!), 0);
    if (total < bestMiss) [best, bestMiss] = [candidate, total];
  }
  return best;
}

/**
 * Heel and toe marks to start from on a sheet in screen order: the heel near the top short edge
 * (the page asks for the photo from the toe side, so the wall is at the top), the toe most of the way along.
 */
function marksOnSheet(corners: Quad, paper: PaperSize): PlacedMarks {
  const side = (i: number) => Math.hypot(corners[(i + 1) % 4]!.x - corners[i]!.x, corners[(i + 1) % 4]!.y - corners[i]!.y);
  // Corners 0 → 1 are the top edge; when the top and bottom are the long sides, the sheet lies across the photo.
  const across = side(0) + side(2) > side(1) + side(3);
  return { ...marksFromHeelEdge(across ? rotate(corners, 3) : corners, paper), corners };
}

/** Marks on a sheet whose corners come heel edge first (the measurer's order): the heel just off that edge, the toe most of the way along. */
function marksFromHeelEdge(heelFirst: Quad, paper: PaperSize): PlacedMarks {
  const toPhoto = homographyFromPoints(sheetCorners(paper), heelFirst);
  const { width, length } = paperMm[paper];
  const at = (y: number) => (toPhoto ? applyHomography(toPhoto, { x: width / 2, y }) : heelFirst[0]);
  return { corners: screenOrder(heelFirst), heel: at(length * 0.03), toe: at(length * 0.85) };
}

/** Longest side the sheet is looked for at when guessing: near enough for a starting point, and quick on a phone. */
const guessSidePx = 480;

/** The luma averaged over k × k blocks, k chosen to bring the longest side to about `guessSidePx`. */
function shrink(luma: Float32Array, width: number, height: number): { luma: Float32Array; width: number; height: number; k: number } {
  const k = Math.max(1, Math.round(Math.max(width, height) / guessSidePx));
  if (k === 1) return { luma, width, height, k };
  const w = Math.floor(width / k);
  const h = Math.floor(height / k);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h * k; y++) {
    for (let x = 0; x < w * k; x++) out[Math.floor(y / k) * w + Math.floor(x / k)]! += luma[y * width + x]! / (k * k);
  }
  return { luma: out, width: w, height: h, k };
}

/** Marks to start the hand placement from, and whether their corners are a sheet found in the photo. */
export interface MarksGuess {
  marks: PlacedMarks;
  sheetFound: boolean;
}

/**
 * Where to start the hand placement when the measurer has no answer: the corners its refusal carries
 * (`found`, heel edge first), else the sheet's outline if one can be found (`sheetFound`), otherwise a
 * sheet of the chosen paper's proportion in the middle of the photo. The heel and toe marks are only
 * placeholders either way.
 */
export function guessMarks(image: RgbaImage, paper: PaperSize, found?: Quad): MarksGuess {
  // The corners the measurer found before refusing: the sheet is not looked for a second time.
  if (found && !quadProblem(screenOrder(found))) return { marks: marksFromHeelEdge(found, paper), sheetFound: true };
  const small = shrink(luminance(image), image.width, image.height);
  const sheet = findSheet(small.luma, small.width, small.height);
  if (sheet.ok) {
    // Block j of k pixels has its centre at pixel j·k + (k − 1) / 2.
    const corners = screenOrder(
      sheet.corners.map((p) => ({ x: p.x * small.k + (small.k - 1) / 2, y: p.y * small.k + (small.k - 1) / 2 })) as Quad,
    );
    if (!quadProblem(corners)) return { marks: marksOnSheet(corners, paper), sheetFound: true };
  }
  const { width, length } = paperMm[paper];
  const scale = Math.min((image.height * 0.7) / length, (image.width * 0.7) / width);
  const [cx, cy] = [image.width / 2, image.height / 2];
  const [hw, hl] = [(width * scale) / 2, (length * scale) / 2];
  const corners: Quad = [
    { x: cx - hw, y: cy - hl },
    { x: cx + hw, y: cy - hl },
    { x: cx + hw, y: cy + hl },
    { x: cx - hw, y: cy + hl },
  ];
  return { marks: marksOnSheet(corners, paper), sheetFound: false };
}
