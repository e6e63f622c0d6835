/**
 * Synthetic photos for the foot-measuring tests: a sheet of paper with a foot silhouette of known
 * length, on a textured floor, seen by a pinhole camera from a random height, tilt and turn, under
 * uneven light, with a soft shadow and sensor noise. Rendered by ray-casting each pixel onto the
 * floor plane (2×2 samples per pixel), so the geometry is exact and the truth is known.
 */
import { paperMm, type PaperSize, type RefusalReason, type RgbaImage } from '@/lib/measure/photo/types';

export type Vec = [number, number, number];
type Rgb = [number, number, number];

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash2(i: number, j: number, salt: number): number {
  let h = Math.imul(i | 0, 374761393) ^ Math.imul(j | 0, 668265263) ^ Math.imul(salt, 2147483647);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** A right foot's outline in units of (width, length), heel at (0, 0), big toe towards +y, −x. */
const footShape: [number, number][] = [
  [0, 0],
  [0.25, 0.02],
  [0.32, 0.08],
  [0.34, 0.2],
  [0.38, 0.4],
  [0.46, 0.6],
  [0.5, 0.72],
  [0.47, 0.8],
  [0.38, 0.86],
  [0.28, 0.91],
  [0.18, 0.95],
  [0.05, 0.985],
  [-0.12, 1],
  [-0.3, 0.97],
  [-0.4, 0.9],
  [-0.44, 0.76],
  [-0.36, 0.55],
  [-0.3, 0.35],
  [-0.3, 0.15],
  [-0.24, 0.04],
];

/** The outline smoothed by a closed Catmull-Rom spline. */
function footOutline(lengthMm: number, widthMm: number, mirrored: boolean): [number, number][] {
  const points: [number, number][] = [];
  const n = footShape.length;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [footShape[(i + n - 1) % n]!, footShape[i]!, footShape[(i + 1) % n]!, footShape[(i + 2) % n]!];
    for (let k = 0; k < 8; k++) {
      const t = k / 8;
      const at = (c: 0 | 1) =>
        0.5 *
        (2 * p1[c] +
          (-p0[c] + p2[c]) * t +
          (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t * t +
          (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t * t * t);
      points.push([(mirrored ? -1 : 1) * at(0) * widthMm, at(1) * lengthMm]);
    }
  }
  return points;
}

interface FootMask {
  x0: number;
  y0: number;
  width: number;
  height: number;
  data: Uint8Array;
}

const maskPxPerMm = 4;

/** Scanline fill of the polygon on a 0.25 mm grid. */
function rasterize(polygon: [number, number][]): FootMask {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  const x0 = Math.floor(Math.min(...xs)) - 1;
  const y0 = Math.floor(Math.min(...ys)) - 1;
  const width = Math.ceil((Math.max(...xs) - x0 + 2) * maskPxPerMm);
  const height = Math.ceil((Math.max(...ys) - y0 + 2) * maskPxPerMm);
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const y = y0 + (row + 0.5) / maskPxPerMm;
    const crossings: number[] = [];
    for (let i = 0; i < polygon.length; i++) {
      const [ax, ay] = polygon[i]!;
      const [bx, by] = polygon[(i + 1) % polygon.length]!;
      if (ay <= y !== by <= y) crossings.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil((crossings[k]! - x0) * maskPxPerMm - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[k + 1]! - x0) * maskPxPerMm - 0.5));
      for (let col = from; col <= to; col++) data[row * width + col] = 1;
    }
  }
  return { x0, y0, width, height, data };
}

function inMask(mask: FootMask | null, x: number, y: number): number {
  if (!mask) return 0;
  const col = Math.floor((x - mask.x0) * maskPxPerMm);
  const row = Math.floor((y - mask.y0) * maskPxPerMm);
  if (col < 0 || row < 0 || col >= mask.width || row >= mask.height) return 0;
  return mask.data[row * mask.width + col]!;
}

type Floor = 'plain' | 'wood' | 'tiles' | 'carpet';

export interface Scene {
  paper: PaperSize;
  width: number;
  height: number;
  /** Foot outline in sheet millimetres (x across, y along from the heel edge), or none. */
  foot: [number, number][] | null;
  footColor: Rgb;
  floor: Floor;
  floorColor: Rgb;
  floorScale: number;
  wallColor: Rgb | null;
  camera: { centre: Vec; axes: [Vec, Vec, Vec]; focal: number; cx: number; cy: number };
  exposure: number;
  gradient: { strength: number; angle: number };
  shadow: { dx: number; dy: number; soft: number; depth: number };
  noise: number;
}

export interface SyntheticPhoto {
  scene: Scene;
  image: RgbaImage;
  /** Heel to longest toe along the sheet's long axis, from the outline itself. */
  lengthMm: number;
  widthMm: number;
}

export type PhotoKind = 'measurable' | Exclude<RefusalReason, 'noSheet' | 'tooSmall' | 'twoFeet' | 'blurred' | 'wrongPaper'>;

const skins: Rgb[] = [
  [0.93, 0.78, 0.68],
  [0.86, 0.66, 0.54],
  [0.72, 0.52, 0.4],
  [0.5, 0.34, 0.25],
  [0.32, 0.21, 0.16],
];
const socks: Rgb[] = [
  [0.18, 0.18, 0.2],
  [0.1, 0.13, 0.3],
  [0.06, 0.06, 0.06],
  [0.4, 0.1, 0.15],
  [0.15, 0.3, 0.18],
];

export const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
export const norm = (a: Vec): Vec => scale(a, 1 / Math.hypot(...a));
export const crossV = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

export function project(camera: Scene['camera'], x: number, y: number): { u: number; v: number } {
  const p = sub([x, y, 0], camera.centre);
  const [ax, ay, az] = camera.axes;
  const z = dot(p, az);
  return { u: camera.cx + (camera.focal * dot(p, ax)) / z, v: camera.cy + (camera.focal * dot(p, ay)) / z };
}

function lookAt(target: Vec, distance: number, tilt: number, azimuth: number, roll: number): { centre: Vec; axes: [Vec, Vec, Vec] } {
  const centre: Vec = [
    target[0] + distance * Math.sin(tilt) * Math.cos(azimuth),
    target[1] + distance * Math.sin(tilt) * Math.sin(azimuth),
    distance * Math.cos(tilt),
  ];
  const forward = norm(sub(target, centre));
  const reference: Vec = [Math.cos(roll), Math.sin(roll), 0];
  const right = norm(sub(reference, scale(forward, dot(reference, forward))));
  return { centre, axes: [right, crossV(forward, right), forward] };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: () => number, a: number, b: number) => a + (b - a) * random();

function footPlacement(random: () => number, paper: PaperSize, kind: PhotoKind) {
  const sheet = paperMm[paper];
  const lengthMm = between(random, 200, sheet.length - 14);
  const widthMm = (lengthMm * between(random, 0.36, 0.41)) / 0.94;
  const angle = (between(random, -3, 3) * Math.PI) / 180;
  const turned = footOutline(lengthMm, widthMm, random() < 0.5).map(([x, y]): [number, number] => [
    x * Math.cos(angle) - y * Math.sin(angle),
    x * Math.sin(angle) + y * Math.cos(angle),
  ]);
  const xs = turned.map((p) => p[0]);
  const ys = turned.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const footWidth = maxX - minX;
  const atWall = random() < 0.6;
  let dy = atWall ? -minY : between(random, 5, sheet.length - (maxY - minY) - 5) - minY;
  let dx = between(random, 6, sheet.width - footWidth - 6) - minX;
  if (kind === 'footOffSheet') {
    if (random() < 0.5) {
      const out = footWidth * between(random, 0.2, 0.45);
      dx = random() < 0.5 ? -minX - out : sheet.width - maxX + out;
    } else dy = sheet.length - maxY + between(random, 15, 40);
  }
  const outline = turned.map(([x, y]): [number, number] => [x + dx, y + dy]);
  return { outline, atWall: atWall && kind !== 'footOffSheet', lengthMm: maxY - minY, widthMm: footWidth };
}

/** Draws a random scene of the given kind from `seed`; the same seed always gives the same scene. */
export function makeScene(seed: number, kind: PhotoKind): { scene: Scene; lengthMm: number; widthMm: number } {
  const random = seededRandom(seed);
  const paper: PaperSize = random() < 0.5 ? 'a4' : 'letter';
  const sheet = paperMm[paper];
  const portrait = random() < 0.5;
  const [width, height] = portrait ? [480, 640] : [640, 480];
  const foot = footPlacement(random, paper, kind);
  const focal = Math.max(width, height) / 2 / Math.tan((33 * Math.PI) / 180);
  for (;;) {
    const tilt = ((kind === 'tooOblique' ? between(random, 55, 65) : between(random, 0, 25)) * Math.PI) / 180;
    const fill = between(random, 0.62, 0.85);
    const distance = (Math.hypot(sheet.width, sheet.length) * focal) / (fill * Math.min(width, height));
    const target: Vec = [sheet.width / 2 + between(random, -25, 25), sheet.length / 2 + between(random, -25, 25), 0];
    const view = lookAt(target, distance, tilt, between(random, 0, 2 * Math.PI), between(random, 0, 2 * Math.PI));
    const camera = { ...view, focal, cx: width / 2, cy: height / 2 };
    const corners = [
      [0, 0],
      [sheet.width, 0],
      [sheet.width, sheet.length],
      [0, sheet.length],
    ].map(([x, y]) => project(camera, x!, y!));
    const inside = corners.every((c) => c.u > 0.03 * width && c.u < 0.97 * width && c.v > 0.03 * height && c.v < 0.97 * height);
    if (!inside) continue;
    if (kind === 'sheetCut') {
      const out = between(random, 0.04, 0.12);
      const side = Math.floor(random() * 4);
      if (side === 0) camera.cx += -out * width - Math.min(...corners.map((c) => c.u));
      if (side === 1) camera.cx += (1 + out) * width - Math.max(...corners.map((c) => c.u));
      if (side === 2) camera.cy += -out * height - Math.min(...corners.map((c) => c.v));
      if (side === 3) camera.cy += (1 + out) * height - Math.max(...corners.map((c) => c.v));
    }
    const floorLight = between(random, 0.08, 0.42);
    const hue: Rgb = [between(random, 0.8, 1.2), between(random, 0.85, 1.1), between(random, 0.7, 1.1)];
    const scene: Scene = {
      paper,
      width,
      height,
      foot: kind === 'noFoot' ? null : foot.outline,
      footColor: random() < 0.7 ? pick(random, skins) : pick(random, socks),
      floor: pick(random, ['plain', 'wood', 'tiles', 'carpet'] as const),
      floorColor: [floorLight * hue[0], floorLight * hue[1], floorLight * hue[2]],
      floorScale: between(random, 80, 300),
      // A wall as light as the paper would merge with it; the page asks for contrast around the sheet.
      wallColor:
        foot.atWall && random() < 0.7 ? [between(random, 0.2, 0.55), between(random, 0.2, 0.55), between(random, 0.2, 0.55)] : null,
      camera,
      exposure: kind === 'tooDark' ? between(random, 0.08, 0.14) : between(random, 0.55, 1.1),
      gradient: { strength: between(random, 0, 0.3), angle: between(random, 0, 2 * Math.PI) },
      shadow: { dx: between(random, -7, 7), dy: between(random, -7, 7), soft: between(random, 1.5, 5), depth: between(random, 0, 0.3) },
      noise: between(random, 1, 7),
    };
    return { scene, lengthMm: foot.lengthMm, widthMm: foot.widthMm };
  }
}

/** Brightness factor of the floor's pattern at a point (its colour is the scene's floorColor). */
function floorPattern(scene: Scene, x: number, y: number): number {
  const s = scene.floorScale;
  if (scene.floor === 'wood') {
    const plank = Math.floor(x / (s * 0.5));
    return 0.8 + 0.25 * hash2(plank, 0, 7) + 0.08 * Math.sin(y / 9 + hash2(plank, 1, 3) * 20);
  }
  if (scene.floor === 'tiles') {
    const gx = ((x % s) + s) % s;
    const gy = ((y % s) + s) % s;
    return gx < 4 || gy < 4 ? 1.6 : 0.9 + 0.15 * hash2(Math.floor(x / s), Math.floor(y / s), 11);
  }
  if (scene.floor === 'carpet') return 0.75 + 0.5 * hash2(Math.floor(x / 2), Math.floor(y / 2), 5);
  return 1;
}

const paperColor: Rgb = [0.93, 0.93, 0.91];
const subSamples = [-0.25, 0.25];

/** Renders the scene (written without allocations in the pixel loop: it runs 2.8 million times a photo). */
export function renderScene(scene: Scene, seed: number): RgbaImage {
  const { width, height, camera } = scene;
  const mask = scene.foot ? rasterize(scene.foot) : null;
  const sheet = paperMm[scene.paper];
  const random = seededRandom(seed ^ 0x5eed);
  const [ax, ay, az] = camera.axes;
  const [ox, oy, oz] = camera.centre;
  const data = new Uint8ClampedArray(width * height * 4);
  const { dx, dy, soft, depth } = scene.shadow;
  const { strength, angle } = scene.gradient;
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()) * scene.noise;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const light = scene.exposure * (1 + strength * ((u / width - 0.5) * Math.cos(angle) + (v / height - 0.5) * Math.sin(angle)) * 2);
      let r = 0;
      let g = 0;
      let b = 0;
      for (const su of subSamples) {
        for (const sv of subSamples) {
          const cu = (u + su - camera.cx) / camera.focal;
          const cv = (v + sv - camera.cy) / camera.focal;
          const dz = ax[2] * cu + ay[2] * cv + az[2];
          const t = -oz / dz;
          const x = ox + t * (ax[0] * cu + ay[0] * cv + az[0]);
          const y = oy + t * (ax[1] * cu + ay[1] * cv + az[1]);
          if (inMask(mask, x, y)) {
            r += scene.footColor[0];
            g += scene.footColor[1];
            b += scene.footColor[2];
            continue;
          }
          let k = 1;
          let albedo = paperColor;
          if (!(x >= 0 && x <= sheet.width && y >= 0 && y <= sheet.length)) {
            if (y < 0 && scene.wallColor) albedo = scene.wallColor;
            else {
              albedo = scene.floorColor;
              k = floorPattern(scene, x, y);
            }
          }
          if (depth > 0 && mask) {
            const sx = x - dx;
            const sy = y - dy;
            const cover =
              inMask(mask, sx, sy) +
              inMask(mask, sx - soft, sy) +
              inMask(mask, sx + soft, sy) +
              inMask(mask, sx, sy - soft) +
              inMask(mask, sx, sy + soft);
            k *= 1 - (depth * cover) / 5;
          }
          r += albedo[0] * k;
          g += albedo[1] * k;
          b += albedo[2] * k;
        }
      }
      const i = (v * width + u) * 4;
      data[i] = (r / 4) * light * 255 + gauss();
      data[i + 1] = (g / 4) * light * 0.98 * 255 + gauss();
      data[i + 2] = (b / 4) * light * 0.93 * 255 + gauss();
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

export function syntheticPhoto(seed: number, kind: PhotoKind): SyntheticPhoto {
  const { scene, lengthMm, widthMm } = makeScene(seed, kind);
  return { scene, image: renderScene(scene, seed), lengthMm, widthMm };
}
