import { solveLinear } from './linear-solve';

/**
 * The paper's brightness across the sheet as a quadratic surface, fitted by least squares to the
 * pixels `isPaper` accepts, so a lighting gradient does not read as a foot or hide one.
 */
export function fitPaperLight(
  luma: Float32Array,
  width: number,
  height: number,
  isPaper: (i: number) => boolean,
  /** Only at the pixels the fit samples (the rest left 0), for a surface that only a next fit's `isPaper` reads. */
  sampledOnly = false,
  /**
   * Written into this plane when given (not `luma`), instead of a new one: every pixel asked for is written, the rest
   * (all but the sampled ones, `sampledOnly`) keep what they held.
   */
  out?: Float32Array,
): Float32Array {
  // The normal matrix's upper half and the right-hand side summed in locals, not in arrays element by element: each
  // entry takes the same products in the same order (f[r]·f[c] is f[c]·f[r] exactly, so the lower half is mirrored).
  let n00 = 0,
    n01 = 0,
    n02 = 0,
    n03 = 0,
    n04 = 0,
    n05 = 0,
    n11 = 0,
    n12 = 0,
    n13 = 0,
    n14 = 0,
    n15 = 0,
    n22 = 0,
    n23 = 0,
    n24 = 0,
    n25 = 0,
    n33 = 0,
    n34 = 0,
    n35 = 0,
    n44 = 0,
    n45 = 0,
    n55 = 0,
    r0 = 0,
    r1 = 0,
    r2 = 0,
    r3 = 0,
    r4 = 0,
    r5 = 0;
  let used = 0;
  for (let y = 1; y < height; y += 3) {
    for (let x = 1; x < width; x += 3) {
      const i = y * width + x;
      if (!isPaper(i)) continue;
      // The basis [1, u, v, u², uv, v²] at this pixel.
      const u = (2 * x) / width - 1;
      const v = (2 * y) / height - 1;
      const f1 = u;
      const f2 = v;
      const f3 = u * u;
      const f4 = u * v;
      const f5 = v * v;
      const value = luma[i]!;
      r0 += 1 * value;
      r1 += f1 * value;
      r2 += f2 * value;
      r3 += f3 * value;
      r4 += f4 * value;
      r5 += f5 * value;
      n00 += 1 * 1;
      n01 += 1 * f1;
      n02 += 1 * f2;
      n03 += 1 * f3;
      n04 += 1 * f4;
      n05 += 1 * f5;
      n11 += f1 * f1;
      n12 += f1 * f2;
      n13 += f1 * f3;
      n14 += f1 * f4;
      n15 += f1 * f5;
      n22 += f2 * f2;
      n23 += f2 * f3;
      n24 += f2 * f4;
      n25 += f2 * f5;
      n33 += f3 * f3;
      n34 += f3 * f4;
      n35 += f3 * f5;
      n44 += f4 * f4;
      n45 += f4 * f5;
      n55 += f5 * f5;
      used++;
    }
  }
  const normal = Float64Array.from(
    [
      [n00, n01, n02, n03, n04, n05],
      [n01, n11, n12, n13, n14, n15],
      [n02, n12, n22, n23, n24, n25],
      [n03, n13, n23, n33, n34, n35],
      [n04, n14, n24, n34, n44, n45],
      [n05, n15, n25, n35, n45, n55],
    ].flat(),
  );
  const rhs = Float64Array.from([r0, r1, r2, r3, r4, r5]);
  const coefficients = used > 50 ? solveLinear(normal, rhs) : null;
  const light = out ?? new Float32Array(width * height);
  if (!coefficients) {
    let sum = 0;
    for (let i = 0; i < luma.length; i++) sum += luma[i]!;
    return light.fill(sum / luma.length);
  }
  const [c0, c1, c2, c3, c4, c5] = coefficients as [number, number, number, number, number, number];
  const [first, step] = sampledOnly ? [1, 3] : [0, 1];
  // The terms that depend on the column alone, worked out once per column (a division among them) instead of once per
  // pixel: each is the same product as before, and the surface sums them in the same order.
  const [along, square, cross] = [new Float64Array(width), new Float64Array(width), new Float64Array(width)];
  for (let x = first; x < width; x += step) {
    const u = (2 * x) / width - 1;
    along[x] = c1 * u;
    square[x] = c3 * u * u;
    cross[x] = c4 * u;
  }
  for (let y = first; y < height; y += step) {
    const v = (2 * y) / height - 1;
    const [down, downSquared] = [c2 * v, c5 * v * v];
    for (let x = first, i = y * width + first; x < width; x += step, i += step)
      light[i] = c0 + along[x]! + down + square[x]! + cross[x]! * v + downSquared;
  }
  return light;
}
