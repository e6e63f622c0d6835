import type { Homography } from './homography';
import type { RgbaImage } from './types';

/** The sheet seen straight from above: one pixel per 1/pxPerMm millimetre, colour planes apart. */
export interface SheetView {
  width: number;
  height: number;
  pxPerMm: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

/** Whether this machine stores a 32-bit word's lowest byte first (every browser's does, in practice). */
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Resamples the photo onto the sheet's own millimetre grid: each view pixel's centre is taken
 * through `sheetToPhoto` and the photo read there by bilinear interpolation (photo pixel i has
 * its centre at coordinate i).
 */
export function rectify(
  image: RgbaImage,
  sheetToPhoto: Homography,
  widthMm: number,
  lengthMm: number,
  pxPerMm: number,
  /** The plane to write red, green or blue (0, 1, 2) into, of `size` elements, each written: new ones unless given. */
  plane: (colour: 0 | 1 | 2, size: number) => Float32Array = (_colour, size) => new Float32Array(size),
): SheetView {
  const width = Math.round(widthMm * pxPerMm);
  const height = Math.round(lengthMm * pxPerMm);
  const size = width * height;
  const view: SheetView = { width, height, pxPerMm, r: plane(0, size), g: plane(1, size), b: plane(2, size) };
  const { data, width: w, height: h } = image;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = sheetToPhoto as [number, number, number, number, number, number, number, number, number];
  const { r, g, b } = view;
  // applyHomography written out, as this runs for every pixel of every view the foot is looked for in; the products
  // with a column's or a row's sheet coordinate taken once for it (the same products, summed in the same order).
  const [xTerm, yTerm, dTerm] = [new Float64Array(width), new Float64Array(width), new Float64Array(width)];
  for (let x = 0; x < width; x++) {
    const sx = (x + 0.5) / pxPerMm;
    [xTerm[x], yTerm[x], dTerm[x]] = [h0 * sx, h3 * sx, h6 * sx];
  }
  // Each photo pixel's red, green and blue read as one 32-bit word (lowest byte first) where the bytes allow it: a
  // quarter of the loads, and the same bytes (signed words: an opaque pixel's alpha byte would take unsigned ones past
  // the small integers the engine keeps them as).
  const words = littleEndian && data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  for (let y = 0; y < height; y++) {
    const sy = (y + 0.5) / pxPerMm;
    const [xRow, yRow, dRow] = [h1 * sy, h4 * sy, h7 * sy];
    for (let x = 0, out = y * width; x < width; x++, out++) {
      const d = dTerm[x]! + dRow + h8;
      const px = Math.min(w - 1.001, Math.max(0, (xTerm[x]! + xRow + h2) / d));
      const py = Math.min(h - 1.001, Math.max(0, (yTerm[x]! + yRow + h5) / d));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      if (words) {
        const k00 = y0 * w + x0;
        const p00 = words[k00]!;
        const p10 = words[k00 + 1]!;
        const p01 = words[k00 + w]!;
        const p11 = words[k00 + w + 1]!;
        r[out] = (p00 & 255) * w00 + (p10 & 255) * w10 + (p01 & 255) * w01 + (p11 & 255) * w11;
        g[out] = ((p00 >>> 8) & 255) * w00 + ((p10 >>> 8) & 255) * w10 + ((p01 >>> 8) & 255) * w01 + ((p11 >>> 8) & 255) * w11;
        b[out] = ((p00 >>> 16) & 255) * w00 + ((p10 >>> 16) & 255) * w10 + ((p01 >>> 16) & 255) * w01 + ((p11 >>> 16) & 255) * w11;
        continue;
      }
      const i00 = (y0 * w + x0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + w * 4;
      const i11 = i01 + 4;
      r[out] = data[i00]! * w00 + data[i10]! * w10 + data[i01]! * w01 + data[i11]! * w11;
      g[out] = data[i00 + 1]! * w00 + data[i10 + 1]! * w10 + data[i01 + 1]! * w01 + data[i11 + 1]! * w11;
      b[out] = data[i00 + 2]! * w00 + data[i10 + 2]! * w10 + data[i01 + 2]! * w01 + data[i11 + 2]! * w11;
    }
  }
  return view;
}
