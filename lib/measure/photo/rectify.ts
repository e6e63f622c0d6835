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
  for (let y = 0; y < height; y++) {
    const sy = (y + 0.5) / pxPerMm;
    for (let x = 0; x < width; x++) {
      // applyHomography written out, as this runs for every pixel of every view the foot is looked for in.
      const sx = (x + 0.5) / pxPerMm;
      const d = h6 * sx + h7 * sy + h8;
      const px = Math.min(w - 1.001, Math.max(0, (h0 * sx + h1 * sy + h2) / d));
      const py = Math.min(h - 1.001, Math.max(0, (h3 * sx + h4 * sy + h5) / d));
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const i00 = (y0 * w + x0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + w * 4;
      const i11 = i01 + 4;
      const out = y * width + x;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      view.r[out] = data[i00]! * w00 + data[i10]! * w10 + data[i01]! * w01 + data[i11]! * w11;
      view.g[out] = data[i00 + 1]! * w00 + data[i10 + 1]! * w10 + data[i01 + 1]! * w01 + data[i11 + 1]! * w11;
      view.b[out] = data[i00 + 2]! * w00 + data[i10 + 2]! * w10 + data[i01 + 2]! * w01 + data[i11 + 2]! * w11;
    }
  }
  return view;
}
