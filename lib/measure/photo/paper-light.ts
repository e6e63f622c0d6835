import { solveLinear } from './linear-solve';

/**
 * The paper's brightness across the sheet as a quadratic surface, fitted by least squares to the
 * pixels `isPaper` accepts, so a lighting gradient does not read as a foot or hide one.
 */
export function fitPaperLight(luma: Float32Array, width: number, height: number, isPaper: (i: number) => boolean): Float32Array {
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
      [f[0], f[1], f[2], f[3], f[4], f[5]] = [1, u, v, u * u, u * v, v * v];
      for (let r = 0; r < 6; r++) {
        rhs[r]! += f[r]! * luma[i]!;
        for (let c = 0; c < 6; c++) normal[6 * r + c]! += f[r]! * f[c]!;
      }
      used++;
    }
  }
  const coefficients = used > 50 ? solveLinear(normal, rhs) : null;
  const light = new Float32Array(width * height);
  if (!coefficients) {
    let sum = 0;
    for (let i = 0; i < luma.length; i++) sum += luma[i]!;
    return light.fill(sum / luma.length);
  }
  const [c0, c1, c2, c3, c4, c5] = coefficients as [number, number, number, number, number, number];
  for (let y = 0; y < height; y++) {
    const v = (2 * y) / height - 1;
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / width - 1;
      light[y * width + x] = c0 + c1 * u + c2 * v + c3 * u * u + c4 * u * v + c5 * v * v;
    }
  }
  return light;
}
