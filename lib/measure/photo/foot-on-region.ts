import { percentile } from './image-ops';
import { downscale } from './sheet-lines';

/**
 * Whether the paper-bright region that runs off the photo holds a foot: the foot stands on the sheet, so a sheet cut off
 * by the photo's border still has the foot on it inside the region's outline (its convex hull), a dark area of a foot's
 * size. A light wall, skirting board or rug stripe running off the photo behind or beside the feet does not: the feet
 * stand on the floor outside it, and the legs in front of a wall cross its outline from the floor to the photo's edge.
 *
 * The region is every pixel of at least three quarters of the paper's light (the photo's brightest percent) joined to the
 * photo's border, at some 420 px, of at least a twenty-fifth of the photo (a sheet's least area, as `findSheet` asks);
 * the largest is looked at. A foot on a sheet that fills half the photo's height covers some 6 % of the photo, so a
 * quarter of that (1.5 %) is a foot even where a light sock or the photo's border takes part of it.
 */
export function brightRegionHoldsFoot(luma: Float32Array, width: number, height: number): boolean {
  const factor = Math.max(1, Math.round(Math.max(width, height) / 420));
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const small = downscale(luma, width, height, factor);
  const paper = percentile(small, 0.99, 1);
  const bright = new Uint8Array(w * h);
  for (let i = 0; i < bright.length; i++) bright[i] = small[i]! >= 0.75 * paper ? 1 : 0;
  // The largest bright component that touches the border.
  const labels = new Int32Array(w * h);
  let region = { label: 0, area: 0 };
  let label = 0;
  components(bright, w, h, labels, (area, border) => {
    label++;
    if (border && area > region.area) region = { label, area };
  });
  if (region.area < 0.04 * w * h) return false;
  // Its convex hull, from each row's leftmost and rightmost pixel.
  const ends: { x: number; y: number }[] = [];
  for (let y = 0; y < h; y++) {
    let [left, right] = [-1, -1];
    for (let x = 0; x < w; x++)
      if (labels[y * w + x] === region.label) {
        if (left < 0) left = x;
        right = x;
      }
    if (left >= 0) ends.push({ x: left, y }, { x: right, y });
  }
  const hull = convexHull(ends);
  // The dark pixels inside it, and the largest of their components that does not run from outside the outline to the
  // photo's border (a leg in front of a wall does: from the floor across the wall's foot to the photo's edge). A foot's leg
  // leaves a sheet across its outline and runs on outside it, or, where the sheet's heel end is cut off, runs to the
  // photo's border inside it.
  const inHull = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) inHull[y * w + x] = insideConvex(hull, x, y) ? 1 : 0;
  const dark = new Uint8Array(w * h);
  for (let i = 0; i < dark.length; i++) dark[i] = inHull[i] && labels[i] !== region.label ? 1 : 0;
  let held = 0;
  components(
    dark,
    w,
    h,
    new Int32Array(w * h),
    (area, border, open) => {
      if (!(border && open) && area > held) held = area;
    },
    inHull,
  );
  return held >= footShare * w * h;
}

/** The least share of the photo a foot on a sheet covers inside the sheet's outline (see `brightRegionHoldsFoot`). */
const footShare = 0.015;

/**
 * Labels the 4-connected components of `mask` (from 1, in order) and reports each one's area, whether it touches the
 * photo's border and whether it touches a pixel in the photo outside `within` (where given).
 */
function components(
  mask: Uint8Array,
  w: number,
  h: number,
  labels: Int32Array,
  each: (area: number, border: boolean, open: boolean) => void,
  within?: Uint8Array,
): void {
  const stack = new Int32Array(w * h);
  let label = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    label++;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    let area = 0;
    let border = false;
    let open = false;
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      const x = p % w;
      const y = (p - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) border = true;
      if (within && !open)
        open = (x > 0 && !within[p - 1]) || (x < w - 1 && !within[p + 1]) || (y > 0 && !within[p - w]) || (y < h - 1 && !within[p + w]);
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1])
        if (q >= 0 && mask[q] && !labels[q]) {
          labels[q] = label;
          stack[top++] = q;
        }
    }
    each(area, border, open);
  }
}

/** Andrew's monotone chain, counter-clockwise in image coordinates' sense of the cross product (positive turns). */
function convexHull(points: { x: number; y: number }[]): { x: number; y: number }[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) =>
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const chain = (list: { x: number; y: number }[]) => {
    const out: { x: number; y: number }[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...chain(sorted), ...chain(sorted.reverse())];
}

function insideConvex(hull: { x: number; y: number }[], x: number, y: number): boolean {
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    if ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) < 0) return false;
  }
  return hull.length >= 3;
}
