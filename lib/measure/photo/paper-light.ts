import { solveLinear } from './linear-solve';

/**
 * The paper's brightness across the sheet as a quadratic surface, fitted by least squares to the
 * pixels `isPaper` accepts, so a lighting gradient does not read as a foot or hide one.
 */
export function fitPaperLight(luma: Float32Array, width: number, height: number, isPaper: (i: number) => boolean): Float32Array {
  const normal = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  const rhs = new Array<number>(6).fill(0);
  const basis = (x: number, y: number) => {
    const u = (2 * x) / width - 1;
    const v = (2 * y) / height - 1;
    return [1, u, v, u * u, u * v, v * v];
  };
  let used = 0;
  for (let y = 1; y < height; y += 3) {
    for (let x = 1; x < width; x += 3) {
      const i = y * width + x;
      if (!isPaper(i)) continue;
      const f = basis(x, y);
      for (let r = 0; r < 6; r++) {
        rhs[r]! += f[r]! * luma[i]!;
        for (let c = 0; c < 6; c++) normal[r]![c]! += f[r]! * f[c]!;
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
  for (let y = 0; y < height; y++) {
    const v = (2 * y) / height - 1;
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / width - 1;
      const [c0, c1, c2, c3, c4, c5] = coefficients as [number, number, number, number, number, number];
      light[y * width + x] = c0 + c1 * u + c2 * v + c3 * u * u + c4 * u * v + c5 * v * v;
    }
  }
  return light;
}
