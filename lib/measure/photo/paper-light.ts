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
): Float32Array {
  const normal = new Float64Array(36);
  const rhs = new Float64Array(6);
  // The basis [1, u, v, u², uv, v²] at one pixel, filled in place rather than allocated per pixel.
  const f = new Float64Array(6);
  let used = 0;
  for (let y = 1; y < height; y += 3) {
    for (let x = 1; x < width; x += 3) {
      const i = y * width + x;
      if (!isPaper(i)) continue;
      const u = (2 * x) / width - 1;
      const v = (2 * y) / height - 1;
      f[0] = 1;
      f[1] = u;
      f[2] = v;
      f[3] = u * u;
      f[4] = u * v;
      f[5] = v * v;
      // The normal matrix is symmetric (f[r]·f[c] is f[c]·f[r] exactly): its upper half is summed, then mirrored.
      for (let r = 0; r < 6; r++) {
        rhs[r]! += f[r]! * luma[i]!;
        for (let c = r; c < 6; c++) normal[6 * r + c]! += f[r]! * f[c]!;
      }
      used++;
    }
  }
  for (let r = 1; r < 6; r++) for (let c = 0; c < r; c++) normal[6 * r + c] = normal[6 * c + r]!;
  const coefficients = used > 50 ? solveLinear(normal, rhs) : null;
  const light = new Float32Array(width * height);
  if (!coefficients) {
    let sum = 0;
    for (let i = 0; i < luma.length; i++) sum += luma[i]!;
    return light.fill(sum / luma.length);
  }
  const [c0, c1, c2, c3, c4, c5] = coefficients as [number, number, number, number, number, number];
  const [first, step] = sampledOnly ? [1, 3] : [0, 1];
  for (let y = first; y < height; y += step) {
    const v = (2 * y) / height - 1;
    for (let x = first; x < width; x += step) {
      const u = (2 * x) / width - 1;
      light[y * width + x] = c0 + c1 * u + c2 * v + c3 * u * u + c4 * u * v + c5 * v * v;
    }
  }
  return light;
}
