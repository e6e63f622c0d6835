/**
 * Solves A·x = b in place by Gaussian elimination with partial pivoting; null when singular. `a` is n × n,
 * row-major in one flat array, since the sheet searches solve tens of thousands of small systems per photo.
 */
export function solveLinear(a: Float64Array, b: Float64Array): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row * n + col]!) > Math.abs(a[pivot * n + col]!)) pivot = row;
    if (Math.abs(a[pivot * n + col]!) < 1e-12) return null;
    if (pivot !== col) {
      for (let k = 0; k < n; k++) {
        const held = a[col * n + k]!;
        a[col * n + k] = a[pivot * n + k]!;
        a[pivot * n + k] = held;
      }
      const held = b[col]!;
      b[col] = b[pivot]!;
      b[pivot] = held;
    }
    for (let row = col + 1; row < n; row++) {
      const factor = a[row * n + col]! / a[col * n + col]!;
      // A row with nothing below the pivot is left as it is: subtracting zero times finite numbers changes nothing.
      if (factor === 0) continue;
      for (let k = col; k < n; k++) a[row * n + k]! -= factor * a[col * n + k]!;
      b[row]! -= factor * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row * n + k]! * x[k]!;
    x[row] = sum / a[row * n + row]!;
  }
  return x;
}
