/**
 * Harder synthetic photos for the foot measurer: a person standing on the sheet, seen as a phone
 * sees them. Each pixel's ray (through a lens with radial distortion) is cast into a 3-D scene: the
 * floor with the sheet, a wall with an optional skirting board at the heel edge, and each foot as a
 * union of upright ellipsoids (heel bulge, raised arch, toe pulps above the floor) under a leg of
 * upright cones (bare, in a sock, or in trousers whose hem falls over the heel), the other foot and
 * leg beside the sheet. Light comes from the ceiling (with contact shading) and from a lamp or a
 * window (soft cast shadows); then the phone's processing: optical blur, vignetting, auto exposure
 * and white balance, noise, gamma, sharpening halos and JPEG-like 8×8 quantisation.
 * World coordinates are the sheet's millimetres: x across, y along from the heel edge, z up.
 * The truth (the foot's extent along and across the sheet) comes from the ellipsoids analytically.
 */
import { paperMm, type PaperSize, type Point, type Quad, type RgbaImage } from '@/lib/measure/photo/types';
import { between, crossV, dot, hash2, norm, pick, scale, seededRandom, sub, type Vec } from './synthetic-foot-photo';

type Rgb = [number, number, number];

/** What a photo is meant to test: one that follows the instructions, or one of the kinds that cannot be measured. */
export const hardKinds = ['measurable', 'cornerOut', 'twoFeet', 'blurred', 'noPaper', 'wrongPaper'] as const;
export type HardKind = (typeof hardKinds)[number];

export interface HardPhoto {
  kind: HardKind;
  image: RgbaImage;
  /** The paper setting the measurer is given (for `wrongPaper`, not the sheet in the photo). */
  paper: PaperSize;
  /** The sheet actually in the photo. */
  truePaper: PaperSize;
  /** Heel to longest toe along the sheet's long axis, heel touching the wall, in mm. */
  lengthMm: number;
  /** The foot's extent across the sheet, in mm. */
  widthMm: number;
  /** Conditions shown, for the per-condition benchmark (`tilt 20–35°`, `trousers`, `rug`…). */
  tags: string[];
}

interface Ellipsoid {
  c: Vec;
  /** Semi-axes along the body's own across, along and up directions. */
  axes: Vec;
}

interface Cone {
  x: number;
  y: number;
  z0: number;
  z1: number;
  r0: number;
  r1: number;
  /** Which material: 0 leg (sock below the cuff, skin above), 1 trousers. */
  cloth: 0 | 1;
}

interface Body {
  /** Heel point, yaw (rad) of the foot's long axis from +y, and mirror for a left foot. */
  ox: number;
  oy: number;
  cos: number;
  sin: number;
  ellipsoids: Ellipsoid[];
  cones: Cone[];
  sphere: { c: Vec; r: number };
  skin: Rgb;
  sock: { color: Rgb; pattern: 'plain' | 'stripes' | 'dots'; period: number; cuffZ: number } | null;
  trousers: Rgb | null;
}

type FloorKind = 'dark' | 'wood' | 'tiles' | 'light' | 'carpet' | 'rug';

interface Scene {
  paper: PaperSize | null;
  width: number;
  height: number;
  camera: { centre: Vec; axes: [Vec, Vec, Vec]; focal: number; cx: number; cy: number; k1: number };
  bodies: Body[];
  wall: { color: Rgb; gap: number; skirting: { depth: number; height: number; color: Rgb } | null };
  floor: {
    kind: FloorKind;
    color: Rgb;
    alt: Rgb;
    scale: number;
    rug: { x0: number; x1: number; y0: number; y1: number; style: number } | null;
  };
  light: { kind: 'ceiling' | 'lamp' | 'window'; pos: Vec; dir: Vec; color: Rgb; key: number; ambient: number; size: number };
  logo: { x: number; y: number; w: number; h: number } | null;
  crease: { nx: number; ny: number; d: number; shade: number } | null;
}

const paperAlbedo: Rgb = [0.86, 0.86, 0.84];

/**
 * The renderer runs per pixel (half a million times a photo), so it avoids allocating there: the normals of
 * the floor and wall are shared (never written through), and the hot helpers are called through these local
 * names, since the test runner's module transform turns each call of an imported name into a property read.
 * Every value is computed with the same operations in the same order as through the helpers.
 */
const upNormal: Vec = [0, 0, 1];
const wallNormal: Vec = [0, 1, 0];
const hashAt = hash2;

/** A right foot of length 260 mm and ball width 100 mm: [x across, y along, z up] centre, then semi-axes. */
const footParts: [number, number, number, number, number, number][] = [
  [0, 0.125, 26, 0.3, 0.125, 30], // heel, its back bulging out 26 mm above the floor
  [0, 0.17, 70, 0.31, 0.12, 36], // ankle
  [0.2, 0.38, 16, 0.22, 0.22, 18], // lateral midfoot on the floor
  [-0.15, 0.4, 38, 0.22, 0.2, 22], // medial arch, off the floor
  [0, 0.4, 46, 0.3, 0.25, 28], // instep
  [0, 0.68, 22, 0.5, 0.13, 22], // ball: the widest part
  [-0.05, 0.76, 24, 0.42, 0.12, 16], // forefoot
  [-0.3, 0.915, 16, 0.14, 0.085, 12], // big toe, its pulp 4 mm above the floor
  [-0.1, 0.905, 13, 0.09, 0.075, 9],
  [0.06, 0.88, 12, 0.085, 0.07, 8],
  [0.2, 0.85, 11, 0.08, 0.065, 7],
  [0.33, 0.81, 10, 0.08, 0.06, 7],
];

const skins: Rgb[] = [
  [0.8, 0.6, 0.5],
  [0.72, 0.52, 0.42],
  [0.6, 0.42, 0.32],
  [0.42, 0.28, 0.2],
  [0.25, 0.16, 0.12],
];
const sockColors: Rgb[] = [
  [0.05, 0.05, 0.06],
  [0.12, 0.12, 0.14],
  [0.06, 0.08, 0.2],
  [0.3, 0.06, 0.08],
  [0.25, 0.25, 0.27],
  [0.08, 0.18, 0.1],
];
const trouserColors: Rgb[] = [
  [0.06, 0.08, 0.16],
  [0.12, 0.16, 0.3],
  [0.08, 0.08, 0.08],
  [0.3, 0.3, 0.32],
  [0.5, 0.44, 0.32],
];

/** A foot (and its leg) of the given size, its heel's back at (ox, oy), turned by `yaw`. */
function makeBody(
  random: () => number,
  lengthMm: number,
  ballWidthMm: number,
  ox: number,
  oy: number,
  yaw: number,
  left: boolean,
  dress: Pick<Body, 'skin' | 'sock' | 'trousers'>,
): Body {
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const zScale = lengthMm / 260;
  const mirror = left ? -1 : 1;
  const secondToeLonger = random() < 0.2;
  const toWorld = (x: number, y: number): [number, number] => [ox + x * cos + y * sin, oy - x * sin + y * cos];
  const ellipsoids = footParts.map(([x, y, z, a, b, c], i): Ellipsoid => {
    const stretch = i === 8 && secondToeLonger ? 1.03 : 1;
    const [wx, wy] = toWorld(mirror * x * ballWidthMm, y * lengthMm * stretch);
    return { c: [wx, wy, z * zScale], axes: [a * ballWidthMm, b * lengthMm, c * zScale] };
  });
  const [lx, ly] = toWorld(0, 0.17 * lengthMm);
  const ankle = 0.3 * ballWidthMm;
  const cones: Cone[] = [
    { x: lx, y: ly, z0: 60 * zScale, z1: 420 * zScale, r0: ankle, r1: ankle * 1.8, cloth: 0 },
    { x: lx, y: ly, z0: 420 * zScale, z1: 1200, r0: ankle * 1.8, r1: ankle * 2.4, cloth: 0 },
  ];
  if (dress.trousers) {
    // The hem falls over the heel: a wide cone reaching behind it, its lowest edge just above the floor.
    const back = between(random, 0.04, 0.12) * lengthMm;
    const [tx, ty] = toWorld(0, 0.17 * lengthMm - back);
    const hem = between(random, 12, 45) * zScale;
    const r0 = ankle * between(random, 2, 2.5);
    cones.push({ x: tx, y: ty, z0: hem, z1: 1200, r0, r1: r0 * 1.25, cloth: 1 });
  }
  const [mx, my] = toWorld(0, 0.5 * lengthMm);
  return {
    ox,
    oy,
    cos,
    sin,
    ellipsoids,
    cones,
    sphere: { c: [mx, my, 40 * zScale], r: 0.62 * lengthMm },
    ...dress,
  };
}

/** The body's foot extent along the sheet (y) and across it (x): exact, since every part is an upright ellipsoid turned about z. */
function footExtent(body: Body) {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { c, axes } of body.ellipsoids) {
    // Rotating the across/along axes by the yaw: half-extent along x and y of the horizontal ellipse.
    const ex = Math.hypot(axes[0] * body.cos, axes[1] * body.sin);
    const ey = Math.hypot(axes[0] * body.sin, axes[1] * body.cos);
    minX = Math.min(minX, c[0] - ex);
    maxX = Math.max(maxX, c[0] + ex);
    minY = Math.min(minY, c[1] - ey);
    maxY = Math.max(maxY, c[1] + ey);
  }
  return { minX, maxX, minY, maxY };
}

function shiftBody(body: Body, dx: number, dy: number): void {
  body.ox += dx;
  body.oy += dy;
  for (const e of body.ellipsoids) e.c = [e.c[0] + dx, e.c[1] + dy, e.c[2]];
  for (const c of body.cones) [c.x, c.y] = [c.x + dx, c.y + dy];
  body.sphere.c = [body.sphere.c[0] + dx, body.sphere.c[1] + dy, body.sphere.c[2]];
}

function dressFor(random: () => number, tags: string[]): Pick<Body, 'skin' | 'sock' | 'trousers'> {
  const skin = pick(random, skins);
  const clothing = random();
  const sock =
    clothing < 0.35
      ? null
      : {
          color: pick(random, sockColors),
          pattern: pick(random, ['plain', 'plain', 'stripes', 'dots'] as const),
          period: between(random, 8, 18),
          cuffZ: between(random, 70, 260),
        };
  const trousers = random() < 0.4 ? pick(random, trouserColors) : null;
  tags.push(sock ? (sock.pattern === 'plain' ? 'sock' : `sock with white ${sock.pattern}`) : 'bare foot');
  if (trousers) tags.push('trousers over the heel');
  return { skin, sock, trousers };
}

function lookFrom(centre: Vec, target: Vec, up: Vec, roll: number): [Vec, Vec, Vec] {
  const forward = norm(sub(target, centre));
  const upFlat = norm(sub(up, scale(forward, dot(up, forward))));
  const side = crossV(forward, upFlat);
  // Image x to the right, image y downwards, both turned by the roll.
  const down = scale(upFlat, -1);
  const right = scale(side, -1);
  const cr = Math.cos(roll);
  const sr = Math.sin(roll);
  const ax: Vec = [right[0] * cr + down[0] * sr, right[1] * cr + down[1] * sr, right[2] * cr + down[2] * sr];
  const ay: Vec = [down[0] * cr - right[0] * sr, down[1] * cr - right[1] * sr, down[2] * cr - right[2] * sr];
  return [ax, ay, forward];
}

/** Photo pixel of a world point (with the lens's distortion), or null behind the camera. */
function project(camera: Scene['camera'], p: Vec): { u: number; v: number } | null {
  const d = sub(p, camera.centre);
  const z = dot(d, camera.axes[2]);
  if (z <= 0) return null;
  const xn = dot(d, camera.axes[0]) / z;
  const yn = dot(d, camera.axes[1]) / z;
  const k = 1 + camera.k1 * (xn * xn + yn * yn);
  return { u: camera.cx + camera.focal * xn * k, v: camera.cy + camera.focal * yn * k };
}

/** Draws a scene of the given kind from `seed`; the same seed always gives the same scene. */
function makeScene(seed: number, kind: HardKind) {
  const random = seededRandom(seed * 7919 + hardKinds.indexOf(kind));
  const tags: string[] = [];
  const truePaper: PaperSize = random() < 0.5 ? 'a4' : 'letter';
  const sheet = paperMm[truePaper];
  const gap = between(random, 0, 1);
  const skirting =
    random() < 0.6
      ? { depth: between(random, 10, 18), height: between(random, 55, 120), color: scale(paperAlbedo, between(random, 0.45, 0.95)) }
      : null;
  if (skirting) tags.push('skirting board');
  const wallLight = between(random, 0.3, 0.85);
  const wall = { color: [wallLight, wallLight * between(random, 0.9, 1), wallLight * between(random, 0.8, 1)] as Rgb, gap, skirting };

  // The person's feet: the measured one has its heel's back against the wall (or skirting) face.
  const bodies: Body[] = [];
  const child = kind === 'twoFeet';
  const adultLength = between(random, 215, sheet.length - 14);
  const lengthMm = child ? between(random, 140, 185) : adultLength;
  const ballWidth = lengthMm * between(random, 0.36, 0.41);
  const dress = dressFor(random, tags);
  const rightFoot = random() < 0.5;
  const yaw = (between(random, -3, 3) * Math.PI) / 180;
  const main = makeBody(random, lengthMm, ballWidth, 0, 0, yaw, !rightFoot, dress);
  const extent = footExtent(main);
  const across = extent.maxX - extent.minX;
  const wallFace = -gap;
  const placeX = child
    ? between(random, 8, sheet.width / 2 - across - 4) - extent.minX
    : between(random, 10, sheet.width - across - 10) - extent.minX;
  shiftBody(main, placeX, wallFace - extent.minY);
  bodies.push(main);
  const truth = footExtent(main);
  if (child) {
    const other = makeBody(random, lengthMm * between(random, 0.99, 1.01), ballWidth, 0, 0, -yaw, rightFoot, dress);
    const e = footExtent(other);
    shiftBody(
      other,
      between(random, sheet.width / 2 + 4, sheet.width - (e.maxX - e.minX) - 8) - e.minX,
      wallFace - e.minY + between(random, 0, 15),
    );
    bodies.push(other);
    tags.push("two children's feet");
  } else if (random() < 0.8) {
    // The other foot stands beside the sheet, on the side its own leg would be.
    const otherYaw = (between(random, -20, 20) * Math.PI) / 180;
    const other = makeBody(random, lengthMm, ballWidth, 0, 0, otherYaw, rightFoot, dress);
    const e = footExtent(other);
    const gapSide = between(random, 15, 90);
    const toLeft = rightFoot; // a right foot on the sheet has the left foot at its left (smaller x)
    const dx = toLeft ? -gapSide - e.maxX : sheet.width + gapSide - e.minX;
    shiftBody(other, dx, wallFace - e.minY + between(random, 0, 80));
    bodies.push(other);
    tags.push('other foot beside');
  }

  // Floor.
  const floorKind: FloorKind = pick(random, ['dark', 'wood', 'tiles', 'light', 'carpet', 'rug'] as const);
  const hue: Rgb = [between(random, 0.85, 1.15), between(random, 0.85, 1.05), between(random, 0.7, 1.05)];
  const level =
    floorKind === 'light'
      ? between(random, 0.6, 0.78)
      : floorKind === 'carpet'
        ? between(random, 0.45, 0.65)
        : floorKind === 'rug'
          ? between(random, 0.15, 0.45)
          : between(random, 0.08, 0.42);
  const floorColor: Rgb = floorKind === 'carpet' ? scale([0.95, 0.85, 0.68], level) : scale(hue, level * paperAlbedo[0]);
  const alt: Rgb =
    floorKind === 'rug'
      ? pick(random, [
          [0.62, 0.6, 0.55],
          [0.55, 0.2, 0.15],
          [0.15, 0.25, 0.45],
          [0.68, 0.62, 0.45],
        ] as Rgb[])
      : floorColor;
  const rug =
    floorKind === 'rug'
      ? {
          x0: between(random, -400, -60),
          x1: sheet.width + between(random, 60, 400),
          y0: between(random, -50, 30),
          y1: sheet.length + between(random, 60, 500),
          style: Math.floor(random() * 3),
        }
      : null;
  tags.push(
    {
      dark: 'dark floor',
      wood: 'wood floor',
      tiles: 'tiled floor',
      light: 'light floor (60–78 % of paper)',
      carpet: 'beige carpet',
      rug: 'patterned rug',
    }[floorKind],
  );
  const floor = { kind: floorKind, color: floorColor, alt, scale: between(random, 60, 300), rug };

  // Light.
  const lightKind = pick(random, ['ceiling', 'lamp', 'window'] as const);
  const azimuth = between(random, -1.3, 1.3) + (random() < 0.5 ? 0 : Math.PI / 2);
  const elevation = lightKind === 'window' ? between(random, 0.45, 0.9) : lightKind === 'lamp' ? between(random, 0.7, 1.2) : 1.5;
  const dir = norm([
    Math.sin(azimuth) * Math.cos(elevation),
    Math.abs(Math.cos(azimuth)) * Math.cos(elevation) + 0.05,
    Math.sin(elevation),
  ]);
  const distance = between(random, 900, 1800);
  const light = {
    kind: lightKind,
    dir,
    pos: [sheet.width / 2 + dir[0] * distance, sheet.length / 2 + dir[1] * distance, dir[2] * distance] as Vec,
    color: (lightKind === 'lamp' ? [1, 0.82, 0.62] : lightKind === 'window' ? [0.9, 0.95, 1.05] : [1, 0.95, 0.88]) as Rgb,
    key: lightKind === 'ceiling' ? 0.5 : between(random, 0.9, 1.6),
    ambient: lightKind === 'ceiling' ? 0.6 : between(random, 0.25, 0.5),
    size: lightKind === 'window' ? between(random, 0.08, 0.2) : lightKind === 'lamp' ? between(random, 0.03, 0.1) : 0.3,
  };
  tags.push(lightKind === 'ceiling' ? 'ceiling light' : lightKind === 'lamp' ? 'lamp, cast shadows' : 'window light, cast shadows');

  const logo =
    random() < 0.3
      ? (() => {
          const w = between(random, 25, 50);
          const h = between(random, 8, 16);
          const left = random() < 0.5;
          const top = random() < 0.5;
          tags.push('printed logo');
          return {
            x: left ? between(random, 6, 12) : sheet.width - w - between(random, 6, 12),
            y: top ? between(random, 6, 12) : sheet.length - h - between(random, 6, 12),
            w,
            h,
          };
        })()
      : null;
  const crease =
    random() < 0.3
      ? (() => {
          tags.push('crease');
          const angle = between(random, -0.3, 0.3) + (random() < 0.5 ? 0 : Math.PI / 2);
          const nx = Math.cos(angle);
          const ny = Math.sin(angle);
          return {
            nx,
            ny,
            d: nx * sheet.width * between(random, 0.3, 0.7) + ny * sheet.length * between(random, 0.3, 0.7),
            shade: between(random, 0.04, 0.1),
          };
        })()
      : null;

  // Camera: 40–70 cm from the sheet, tilted up to 35°, usually from the toe side (someone in front, or the
  // person's own arm's length above the toes), the heel edge towards the top of the photo.
  const landscape = random() < 0.25;
  const [width, height] = landscape ? [800, 600] : [600, 800];
  const focal = Math.hypot(width, height) / 2 / Math.tan((35 * Math.PI) / 180);
  const k1 = between(random, -0.08, 0.08);
  const maxTilt = kind === 'measurable' || kind === 'wrongPaper' ? 35 : 25;
  for (let attempt = 0; ; attempt++) {
    const tilt = (between(random, 0, maxTilt) * Math.PI) / 180;
    const around = (between(random, -55, 55) * Math.PI) / 180;
    const reach = between(random, 400, 700);
    const target: Vec = [sheet.width / 2 + between(random, -25, 25), sheet.length / 2 + between(random, -20, 35), 0];
    const centre: Vec = [
      target[0] + reach * Math.sin(tilt) * Math.sin(around),
      target[1] + reach * Math.sin(tilt) * Math.cos(around),
      reach * Math.cos(tilt),
    ];
    const roll = (between(random, -12, 12) * Math.PI) / 180 + (landscape ? Math.PI / 2 : 0);
    const axes = lookFrom(centre, target, [0, -1, 0], roll);
    const camera = { centre, axes, focal, cx: width / 2, cy: height / 2, k1 };
    // The camera cannot be inside a leg, and with a person under it the shin must stay out of reach.
    if (bodies.some((b) => Math.hypot(centre[0] - b.cones[0]!.x, centre[1] - b.cones[0]!.y) < 160) && attempt < 200) continue;
    const sheetCorners: Vec[] = [
      [0, 0, 0],
      [sheet.width, 0, 0],
      [sheet.width, sheet.length, 0],
      [0, sheet.length, 0],
    ];
    const seen = sheetCorners.map((p) => project(camera, p));
    if (seen.some((p) => !p)) continue;
    const margin = 0.03;
    const inside = seen.every(
      (p) => p!.u > margin * width && p!.u < (1 - margin) * width && p!.v > margin * height && p!.v < (1 - margin) * height,
    );
    if (!inside) continue;
    const fill = Math.max(...seen.map((p) => p!.v)) - Math.min(...seen.map((p) => p!.v));
    if (fill < 0.45 * height && attempt < 200) continue;
    const scene: Scene = { paper: kind === 'noPaper' ? null : truePaper, width, height, camera, bodies, wall, floor, light, logo, crease };
    // Each corner must be seen, not hidden behind a leg: the page asks for all four in view.
    const cornersShown = sheetCorners.every((p) => {
      const inset: Vec = [p[0] === 0 ? 3 : p[0] - 3, p[1] === 0 ? 3 : p[1] - 3, 0];
      return !occluded(scene, inset);
    });
    if (!cornersShown && attempt < 200) continue;
    if (kind === 'cornerOut') {
      const out = between(random, 0.03, 0.1);
      const side = Math.floor(random() * 4);
      const us = seen.map((p) => p!.u);
      const vs = seen.map((p) => p!.v);
      if (side === 0) camera.cx += -out * width - Math.min(...us);
      if (side === 1) camera.cx += (1 + out) * width - Math.max(...us);
      if (side === 2) camera.cy += -out * height - Math.min(...vs);
      if (side === 3) camera.cy += (1 + out) * height - Math.max(...vs);
    }
    const tiltDeg = (tilt * 180) / Math.PI;
    tags.push(tiltDeg < 10 ? 'tilt 0–10°' : tiltDeg < 20 ? 'tilt 10–20°' : tiltDeg < 30 ? 'tilt 20–30°' : 'tilt 30–35°');
    tags.push(Math.abs(k1) > 0.04 ? 'lens distortion k1 beyond ±0.04' : 'lens distortion k1 within ±0.04');
    return { scene, tags, truePaper, lengthMm: truth.maxY - truth.minY, widthMm: truth.maxX - truth.minX };
  }
}

/** Nearest hit of the ray o + t·d (t > 0) on a body part; the hit's normal and material in `out`. */
interface Hit {
  t: number;
  n: Vec;
  body: Body | null;
  cloth: number;
  surface: number;
}

/** `norm([x, y, z])` without the intermediate arrays: the same operations, so the same bits. */
function unit(x: number, y: number, z: number): Vec {
  const k = 1 / Math.hypot(x, y, z);
  return [x * k, y * k, z * k];
}

function hitEllipsoid(o: Vec, d: Vec, body: Body, e: Ellipsoid, hit: Hit): void {
  // Into the ellipsoid's own frame, scaled to a unit sphere.
  const px = o[0] - e.c[0];
  const py = o[1] - e.c[1];
  const pz = o[2] - e.c[2];
  const { cos, sin } = body;
  const lx = (px * cos - py * sin) / e.axes[0];
  const ly = (px * sin + py * cos) / e.axes[1];
  const lz = pz / e.axes[2];
  const dx = (d[0] * cos - d[1] * sin) / e.axes[0];
  const dy = (d[0] * sin + d[1] * cos) / e.axes[1];
  const dz = d[2] / e.axes[2];
  const a = dx * dx + dy * dy + dz * dz;
  const b = lx * dx + ly * dy + lz * dz;
  const c = lx * lx + ly * ly + lz * lz - 1;
  const disc = b * b - a * c;
  if (disc < 0) return;
  const t = (-b - Math.sqrt(disc)) / a;
  if (t <= 0 || t >= hit.t) return;
  const qx = (lx + t * dx) / e.axes[0];
  const qy = (ly + t * dy) / e.axes[1];
  const qz = (lz + t * dz) / e.axes[2];
  hit.t = t;
  hit.n = unit(qx * cos + qy * sin, -qx * sin + qy * cos, qz);
  hit.body = body;
  hit.cloth = 0;
  hit.surface = 3;
}

function hitCone(o: Vec, d: Vec, body: Body, k: Cone, hit: Hit): void {
  // (x−cx)² + (y−cy)² = (r0 + s·(z − z0))², a quadratic in t.
  const s = (k.r1 - k.r0) / (k.z1 - k.z0);
  const px = o[0] - k.x;
  const py = o[1] - k.y;
  const rz = k.r0 + s * (o[2] - k.z0);
  const a = d[0] * d[0] + d[1] * d[1] - s * s * d[2] * d[2];
  const b = px * d[0] + py * d[1] - rz * s * d[2];
  const c = px * px + py * py - rz * rz;
  const disc = b * b - a * c;
  if (disc < 0 || a === 0) return;
  const root = Math.sqrt(disc);
  for (let side = -1; side <= 1; side += 2) {
    const t = (-b + side * root) / a;
    if (t <= 0 || t >= hit.t) continue;
    const z = o[2] + t * d[2];
    if (z < k.z0 || z > k.z1) continue;
    const r = k.r0 + s * (z - k.z0);
    if (r <= 0) continue;
    const hx = px + t * d[0];
    const hy = py + t * d[1];
    hit.t = t;
    hit.n = unit(hx, hy, -s * r);
    hit.body = body;
    hit.cloth = k.cloth;
    hit.surface = 3;
    return;
  }
}

function hitBodies(scene: Scene, o: Vec, d: Vec, hit: Hit): void {
  for (const body of scene.bodies) {
    for (const k of body.cones) hitCone(o, d, body, k, hit);
    // Bounding sphere first: most rays miss the foot.
    const { c, r } = body.sphere;
    const px = o[0] - c[0];
    const py = o[1] - c[1];
    const pz = o[2] - c[2];
    const b = px * d[0] + py * d[1] + pz * d[2];
    const cc = px * px + py * py + pz * pz - r * r;
    if (b * b - cc < 0) continue;
    for (const e of body.ellipsoids) hitEllipsoid(o, d, body, e, hit);
  }
}

/** Whether a floor point is hidden from the camera by a body. */
function occluded(scene: Scene, p: Vec): boolean {
  const d = norm(sub(p, scene.camera.centre));
  const hit: Hit = { t: Math.hypot(...sub(p, scene.camera.centre)) - 1, n: [0, 0, 1], body: null, cloth: 0, surface: 0 };
  hitBodies(scene, scene.camera.centre, d, hit);
  return hit.body !== null;
}

const noParts: Ellipsoid[] = [];

/** How much of the key light reaches a floor point: soft shadows from each part's closest approach to the shadow ray. */
function keyVisibility(scene: Scene, p: Vec, l: Vec, lightDistance: number): number {
  let visible = 1;
  const size = scene.light.size;
  for (const body of scene.bodies) {
    const { c: sc, r: sr } = body.sphere;
    const sx = p[0] - sc[0];
    const sy = p[1] - sc[1];
    const sz = p[2] - sc[2];
    const st = Math.max(0, -(sx * l[0] + sy * l[1] + sz * l[2]));
    const nearSphere = Math.hypot(sx + st * l[0], sy + st * l[1], sz + st * l[2]) < sr * (1 + size) + size * st;
    for (const e of nearSphere ? body.ellipsoids : noParts) {
      const px = p[0] - e.c[0];
      const py = p[1] - e.c[1];
      const pz = p[2] - e.c[2];
      const t = Math.max(0, Math.min(lightDistance, -(px * l[0] + py * l[1] + pz * l[2])));
      const qx = px + t * l[0];
      const qy = py + t * l[1];
      const qz = pz + t * l[2];
      const lx = (qx * body.cos - qy * body.sin) / e.axes[0];
      const ly = (qx * body.sin + qy * body.cos) / e.axes[1];
      const lz = qz / e.axes[2];
      const dist = Math.sqrt(lx * lx + ly * ly + lz * lz);
      const penumbra = (size * t) / Math.min(e.axes[0], e.axes[1]) + 0.02;
      visible *= smooth((dist - 1 + penumbra) / (2 * penumbra));
      if (visible < 0.01) return 0;
    }
    for (const k of body.cones) {
      // Height where the shadow ray passes the cone's axis closest, clamped into the cone.
      const hx = l[0];
      const hy = l[1];
      const h2 = hx * hx + hy * hy;
      const px = p[0] - k.x;
      const py = p[1] - k.y;
      const t = h2 > 1e-9 ? Math.max(0, -(px * hx + py * hy) / h2) : 0;
      const z = p[2] + t * l[2];
      if (z < k.z0 || z > k.z1) continue;
      const r = k.r0 + ((k.r1 - k.r0) * (z - k.z0)) / (k.z1 - k.z0);
      const dist = Math.hypot(px + t * hx, py + t * hy) / r;
      const penumbra = (size * t) / r + 0.02;
      visible *= smooth((dist - 1 + penumbra) / (2 * penumbra));
      if (visible < 0.01) return 0;
    }
  }
  return visible;
}

/** Sky light reaching a floor point: dimmed near each part and near the wall. */
function ambientVisibility(scene: Scene, p: Vec): number {
  let visible = 1;
  for (const body of scene.bodies) {
    const { c: sc, r: sr } = body.sphere;
    const near = (p[0] - sc[0]) ** 2 + (p[1] - sc[1]) ** 2 + (p[2] - sc[2]) ** 2 < 4 * sr * sr;
    for (const e of near ? body.ellipsoids : noParts) {
      const dx = (p[0] - e.c[0]) / e.axes[0];
      const dy = (p[1] - e.c[1]) / e.axes[1];
      const dz = (p[2] - e.c[2]) / e.axes[2];
      const d2 = dx * dx + dy * dy + dz * dz;
      if (d2 > 16) continue;
      visible *= 1 - Math.min(0.5, (0.5 * (-dz / Math.sqrt(d2))) / d2);
    }
    const k = body.cones[0]!;
    const r = Math.hypot(p[0] - k.x, p[1] - k.y) / Math.max(k.r0, 1);
    if (r < 8) visible *= 1 - 0.25 / (1 + r * r);
  }
  const fromWall = p[1] + scene.wall.gap + (scene.wall.skirting?.depth ?? 0);
  visible *= 1 - 0.35 * Math.exp(-Math.max(0, fromWall) / 50);
  return visible;
}

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

function floorAlbedo(scene: Scene, x: number, y: number, out: Rgb): void {
  const f = scene.floor;
  let base = f.color;
  let k = 1;
  const rug = f.rug;
  if (rug && x > rug.x0 && x < rug.x1 && y > rug.y0 && y < rug.y1) {
    // A woven rug: a border band, then stripes, checks or a lattice of diamonds in two colours.
    const u = x - rug.x0;
    const v = y - rug.y0;
    const border = Math.min(u, v, rug.x1 - x, rug.y1 - y) < 40;
    const s = f.scale * 0.3;
    const on =
      rug.style === 0
        ? Math.floor(v / s) % 2 === 0
        : rug.style === 1
          ? (Math.floor(u / s) + Math.floor(v / s)) % 2 === 0
          : Math.abs(((u / s) % 1) - 0.5) + Math.abs(((v / s) % 1) - 0.5) < 0.3;
    base = border || on ? f.alt : f.color;
    k = 0.85 + 0.3 * hashAt(Math.floor(x / 1.5), Math.floor(y / 1.5), 17);
  } else if (f.kind === 'wood') {
    const plank = Math.floor(x / (f.scale * 0.5));
    k = 0.8 + 0.25 * hashAt(plank, 0, 7) + 0.08 * Math.sin(y / 9 + hashAt(plank, 1, 3) * 20);
  } else if (f.kind === 'tiles') {
    const gx = ((x % f.scale) + f.scale) % f.scale;
    const gy = ((y % f.scale) + f.scale) % f.scale;
    k = gx < 3 || gy < 3 ? 1.7 : 0.9 + 0.15 * hashAt(Math.floor(x / f.scale), Math.floor(y / f.scale), 11);
  } else if (f.kind === 'carpet') {
    k = 0.8 + 0.35 * hashAt(Math.floor(x / 1.2), Math.floor(y / 1.2), 5) + 0.1 * Math.sin(x / 37 + Math.sin(y / 23));
  } else if (f.kind === 'light') {
    k = 0.96 + 0.08 * hashAt(Math.floor(x / 3), Math.floor(y / 3), 9);
  } else {
    k = 0.9 + 0.2 * hashAt(Math.floor(x / 2), Math.floor(y / 2), 13);
  }
  out[0] = base[0] * k;
  out[1] = base[1] * k;
  out[2] = base[2] * k;
}

function paperAlbedoAt(scene: Scene, x: number, y: number, out: Rgb): number {
  let k = 1;
  const logo = scene.logo;
  if (logo && x > logo.x && x < logo.x + logo.w && y > logo.y && y < logo.y + logo.h) {
    // A round mark, then three lines of small print.
    const u = x - logo.x;
    const v = y - logo.y;
    const r = logo.h / 2;
    if (Math.hypot(u - r, v - r) < r) k = 0.25;
    else if (u > 2.3 * r && Math.floor((v / logo.h) * 6) % 2 === 0 && hashAt(Math.floor(u / 1.6), Math.floor(v), 21) < 0.7) k = 0.35;
  }
  let slope = 0;
  const crease = scene.crease;
  if (crease) {
    const s = crease.nx * x + crease.ny * y - crease.d;
    if (Math.abs(s) < 0.6) k *= 0.8;
    slope = s > 0 ? crease.shade : -crease.shade;
  }
  out[0] = paperAlbedo[0] * k;
  out[1] = paperAlbedo[1] * k;
  out[2] = paperAlbedo[2] * k;
  return slope;
}

function bodyAlbedo(hit: Hit, p: Vec, out: Rgb): void {
  const body = hit.body!;
  let color = body.skin;
  if (hit.cloth === 1) color = body.trousers!;
  else if (body.sock && p[2] < body.sock.cuffZ) {
    color = body.sock.color;
    const period = body.sock.period;
    // Along the foot for the stripes on the foot, up the leg above the ankle.
    const along = (p[0] - body.ox) * body.sin + (p[1] - body.oy) * body.cos;
    const phase = p[2] > 60 ? p[2] / period : along / period;
    if (body.sock.pattern === 'stripes' && phase - Math.floor(phase) < 0.35) color = [0.85, 0.85, 0.83];
    if (body.sock.pattern === 'dots') {
      const cx = Math.floor(p[0] / period);
      const cy = Math.floor(p[1] / period);
      const cz = Math.floor(p[2] / period);
      const dx = p[0] / period - cx - 0.5;
      const dy = p[1] / period - cy - 0.5;
      const dz = p[2] / period - cz - 0.5;
      if (dx * dx + dy * dy + dz * dz < 0.06 && hashAt(cx * 31 + cz, cy, 29) < 0.6) color = [0.86, 0.86, 0.84];
    }
  }
  out[0] = color[0];
  out[1] = color[1];
  out[2] = color[2];
}

/** Linear radiance of every pixel, three floats each. */
function renderRadiance(scene: Scene): Float32Array {
  const { width, height, camera, light } = scene;
  const [ax, ay, az] = camera.axes;
  const o = camera.centre;
  const out = new Float32Array(width * height * 3);
  const sheet = scene.paper ? paperMm[scene.paper] : null;
  const wall = scene.wall;
  const face = -wall.gap;
  const back = face - (wall.skirting?.depth ?? 0);
  const albedo: Rgb = [0, 0, 0];
  // The lamp's distance from the sheet's middle, where its falloff is 1.
  const lampReach = Math.hypot(light.pos[0] - 105, light.pos[1] - 148, light.pos[2]);
  const hit: Hit = { t: Infinity, n: upNormal, body: null, cloth: 0, surface: 0 };
  const d: Vec = [0, 0, 0];
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      // Undo the lens's radial distortion to find the ray (three fixed-point steps are plenty for |k1| ≤ 0.08).
      const xd = (u + 0.5 - camera.cx) / camera.focal;
      const yd = (v + 0.5 - camera.cy) / camera.focal;
      let xn = xd;
      let yn = yd;
      for (let k = 0; k < 3; k++) {
        const f = 1 + camera.k1 * (xn * xn + yn * yn);
        xn = xd / f;
        yn = yd / f;
      }
      d[0] = ax[0] * xn + ay[0] * yn + az[0];
      d[1] = ax[1] * xn + ay[1] * yn + az[1];
      d[2] = ax[2] * xn + ay[2] * yn + az[2];
      const len = Math.hypot(d[0], d[1], d[2]);
      d[0] /= len;
      d[1] /= len;
      d[2] /= len;
      hit.t = Infinity;
      hit.body = null;
      // Floor (surface 0), wall (1), skirting top (2).
      if (d[2] < 0) {
        hit.t = -o[2] / d[2];
        hit.n = upNormal;
        hit.surface = 0;
      }
      if (d[1] < 0) {
        if (wall.skirting) {
          const ts = (face - o[1]) / d[1];
          const zs = o[2] + ts * d[2];
          if (ts > 0 && ts < hit.t && zs >= 0 && zs <= wall.skirting.height) {
            hit.t = ts;
            hit.n = wallNormal;
            hit.surface = 2;
          }
          if (d[2] < 0) {
            const tt = (wall.skirting.height - o[2]) / d[2];
            const yt = o[1] + tt * d[1];
            if (tt > 0 && tt < hit.t && yt >= back && yt <= face) {
              hit.t = tt;
              hit.n = upNormal;
              hit.surface = 2;
            }
          }
        }
        const tw = (back - o[1]) / d[1];
        const zw = o[2] + tw * d[2];
        if (tw > 0 && tw < hit.t && zw >= (wall.skirting?.height ?? 0)) {
          hit.t = tw;
          hit.n = wallNormal;
          hit.surface = 1;
        }
      }
      hitBodies(scene, o, d, hit);
      const i = (v * width + u) * 3;
      if (hit.t === Infinity) continue;
      const p: Vec = [o[0] + hit.t * d[0], o[1] + hit.t * d[1], o[2] + hit.t * d[2]];
      let n = hit.n;
      let ambient = light.ambient;
      let shadowed = true;
      if (hit.body) {
        bodyAlbedo(hit, p, albedo);
        ambient *= 0.55 + 0.45 * Math.max(0, n[2]);
        shadowed = false;
      } else if (hit.surface === 0) {
        if (sheet && p[0] >= 0 && p[0] <= sheet.width && p[1] >= 0 && p[1] <= sheet.length) {
          const slope = paperAlbedoAt(scene, p[0], p[1], albedo);
          if (slope !== 0 && scene.crease) n = unit(scene.crease.nx * slope, scene.crease.ny * slope, 1);
        } else floorAlbedo(scene, p[0], p[1], albedo);
        ambient *= ambientVisibility(scene, p);
      } else {
        const c = hit.surface === 1 ? wall.color : wall.skirting!.color;
        albedo[0] = c[0];
        albedo[1] = c[1];
        albedo[2] = c[2];
        ambient *= hit.n[2] > 0 ? 0.8 : 0.6;
        shadowed = false;
      }
      let l = light.dir;
      let lightDistance = 1e5;
      let falloff = 1;
      if (light.kind === 'lamp') {
        const tx = light.pos[0] - p[0];
        const ty = light.pos[1] - p[1];
        const tz = light.pos[2] - p[2];
        lightDistance = Math.hypot(tx, ty, tz);
        const inverse = 1 / lightDistance;
        l = [tx * inverse, ty * inverse, tz * inverse];
        falloff = (lampReach / lightDistance) ** 2;
      }
      let key = light.key * falloff * Math.max(0, n[0] * l[0] + n[1] * l[1] + n[2] * l[2]);
      if (shadowed && key > 0) key *= keyVisibility(scene, p, l, lightDistance);
      for (let c = 0; c < 3; c++) out[i + c] = albedo[c]! * (ambient * 0.95 + key * light.color[c]!);
    }
  }
  return out;
}

/**
 * One pass of a separable filter over each colour plane (edges clamped). Away from the edges no tap needs
 * clamping, so there the taps are read straight from the first one's index: the same sums in the same order.
 */
function convolve(image: Float32Array, width: number, height: number, kernel: number[], horizontal: boolean): Float32Array {
  const out = new Float32Array(image.length);
  const r = (kernel.length - 1) / 2;
  const taps = kernel.length;
  const [limit, step] = horizontal ? [width - 1, 3] : [height - 1, 3 * width];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = horizontal ? x : y;
      const base = (y * width + x) * 3 - at * step;
      const inside = at - r >= 0 && at + r <= limit;
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        if (inside) {
          for (let k = 0, j = base + (at - r) * step + c; k < taps; k++, j += step) sum += kernel[k]! * image[j]!;
        } else {
          for (let k = -r; k <= r; k++) {
            const j = at + k < 0 ? 0 : at + k > limit ? limit : at + k;
            sum += kernel[k + r]! * image[base + j * step + c]!;
          }
        }
        out[(y * width + x) * 3 + c] = sum;
      }
    }
  }
  return out;
}

function blurBoth(image: Float32Array, width: number, height: number, kernel: number[]): Float32Array {
  return convolve(convolve(image, width, height, kernel, true), width, height, kernel, false);
}

function gaussianKernel(sigma: number): number[] {
  const r = Math.max(1, Math.ceil(2.5 * sigma));
  const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)));
  const sum = k.reduce((a, b) => a + b, 0);
  return k.map((w) => w / sum);
}

/** Motion along a random direction, or a lens out of focus (a disc), either wide enough to blur millimetres. */
function heavyBlur(image: Float32Array, width: number, height: number, random: () => number): Float32Array {
  const out = new Float32Array(image.length);
  const offsets: [number, number][] = [];
  if (random() < 0.5) {
    const length = between(random, 14, 30);
    const angle = between(random, 0, Math.PI);
    for (let s = -length / 2; s <= length / 2; s += 1) offsets.push([Math.round(s * Math.cos(angle)), Math.round(s * Math.sin(angle))]);
  } else {
    const radius = between(random, 6, 11);
    for (let dy = -Math.ceil(radius); dy <= radius; dy += 2)
      for (let dx = -Math.ceil(radius); dx <= radius; dx += 2) if (dx * dx + dy * dy <= radius * radius) offsets.push([dx, dy]);
  }
  // Where every offset stays inside the photo, each is a fixed step from the pixel's own index.
  const reachX = Math.max(...offsets.map(([dx]) => Math.abs(dx)));
  const reachY = Math.max(...offsets.map(([, dy]) => Math.abs(dy)));
  const steps = Int32Array.from(offsets, ([dx, dy]) => (dy * width + dx) * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      const i = (y * width + x) * 3;
      if (x >= reachX && x < width - reachX && y >= reachY && y < height - reachY) {
        for (let k = 0; k < steps.length; k++) {
          const j = i + steps[k]!;
          r += image[j]!;
          g += image[j + 1]!;
          b += image[j + 2]!;
        }
      } else {
        for (const [dx, dy] of offsets) {
          const j = (Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))) * 3;
          r += image[j]!;
          g += image[j + 1]!;
          b += image[j + 2]!;
        }
      }
      out[i] = r / offsets.length;
      out[i + 1] = g / offsets.length;
      out[i + 2] = b / offsets.length;
    }
  }
  return out;
}

// The JPEG standard's example tables (ITU T.81 Annex K), as numbers: a fact of the format.
const lumaTable = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const chromaTable = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];
const cosines = Float64Array.from({ length: 64 }, (_, i) => {
  const x = i >> 3;
  const u = i & 7;
  return (u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / 16) * 0.5;
});

/**
 * Σ a[ai + k·as] · b[bi + k·bs] over k = 0…7, added from k = 0 up as a loop would: the same bits, without the
 * loop (the DCT below runs it 128 times a block).
 */
function dot8(a: Float64Array, ai: number, as: number, b: Float64Array, bi: number, bs: number): number {
  let s = 0;
  s += a[ai]! * b[bi]!;
  s += a[ai + as]! * b[bi + bs]!;
  s += a[ai + 2 * as]! * b[bi + 2 * bs]!;
  s += a[ai + 3 * as]! * b[bi + 3 * bs]!;
  s += a[ai + 4 * as]! * b[bi + 4 * bs]!;
  s += a[ai + 5 * as]! * b[bi + 5 * bs]!;
  s += a[ai + 6 * as]! * b[bi + 6 * bs]!;
  s += a[ai + 7 * as]! * b[bi + 7 * bs]!;
  return s;
}

/** JPEG's lossy step on one plane: 8×8 DCT, quantise with the scaled table, inverse DCT. */
function quantisePlane(plane: Float32Array, width: number, height: number, table: number[], quality: number): void {
  const factor = quality < 50 ? 5000 / quality : 200 - 2 * quality;
  const q = table.map((t) => Math.max(1, Math.floor((t * factor + 50) / 100)));
  const block = new Float64Array(64);
  const tmp = new Float64Array(64);
  for (let by = 0; by + 8 <= height; by += 8) {
    for (let bx = 0; bx + 8 <= width; bx += 8) {
      for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) block[y * 8 + x] = plane[(by + y) * width + bx + x]! - 128;
      // Rows then columns: F = C·B·Cᵀ.
      for (let y = 0; y < 8; y++) for (let u = 0; u < 8; u++) tmp[y * 8 + u] = dot8(cosines, u, 8, block, y * 8, 1);
      for (let u = 0; u < 8; u++)
        for (let v = 0; v < 8; v++) {
          const s = dot8(cosines, v, 8, tmp, u, 8);
          block[v * 8 + u] = Math.round(s / q[v * 8 + u]!) * q[v * 8 + u]!;
        }
      for (let v = 0; v < 8; v++) for (let x = 0; x < 8; x++) tmp[v * 8 + x] = dot8(cosines, x * 8, 1, block, v * 8, 1);
      for (let x = 0; x < 8; x++) for (let y = 0; y < 8; y++) plane[(by + y) * width + bx + x] = dot8(cosines, y * 8, 1, tmp, x, 8) + 128;
    }
  }
}

/** The phone's processing, from linear radiance to 8-bit RGBA. */
function develop(radiance: Float32Array, scene: Scene, random: () => number, blurred: boolean, tags: string[]): RgbaImage {
  const { width, height } = scene;
  let image = blurBoth(radiance, width, height, gaussianKernel(between(random, 0.5, 0.9)));
  if (blurred) image = heavyBlur(image, width, height, random);
  const vignette = between(random, 0.1, 0.35);
  const half = Math.hypot(width, height) / 2;
  // Auto exposure and white balance: the mean brought to mid-grey, the colour cast only partly corrected.
  let sums: Rgb = [0, 0, 0];
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 3; c++) sums[c]! += image[i * 3 + c]!;
  sums = scale(sums, 1 / (width * height));
  const grey = (sums[0] + sums[1] + sums[2]) / 3;
  const correction = between(random, 0.5, 0.9);
  const gains = sums.map((s) => (grey / s) ** correction);
  const exposure = (0.2 * between(random, 0.8, 1.5)) / grey;
  const noise = between(random, 0.002, 0.012);
  const quality = Math.round(between(random, 80, 92));
  tags.push(`JPEG quality ${quality < 86 ? '80–85' : '86–92'}`);
  const planes = [new Float32Array(width * height), new Float32Array(width * height), new Float32Array(width * height)];
  // Sum of three uniforms: near enough to Gaussian noise, and cheap.
  const gauss = () => (random() + random() + random() - 1.5) * 2;
  const gamma = Float32Array.from({ length: 4097 }, (_, k) => 255 * (k / 4096) ** (1 / 2.2));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r2 = ((x - width / 2) ** 2 + (y - height / 2) ** 2) / (half * half);
      const fall = 1 - vignette * r2;
      const j = y * width + x;
      for (let c = 0; c < 3; c++) {
        const value = image[j * 3 + c]! * exposure * gains[c]! * fall;
        const noisy = value + gauss() * noise * Math.sqrt(Math.max(value, 0) + 0.01);
        // sRGB-like gamma with a gentle shoulder, then 8-bit scale.
        planes[c]![j] = gamma[Math.round(4096 * Math.min(1, Math.max(0, noisy)))]!;
      }
    }
  }
  // Sharpening: an unsharp mask on each plane, which leaves halos along edges.
  const amount = between(random, 0.3, 1);
  for (const plane of planes) {
    const soft = new Float32Array(plane.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let s = 0;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
          // Inside the photo: the same nine reads in the same order, without clamping.
          for (let dy = -1, j = (y - 1) * width + x; dy <= 1; dy++, j += width) {
            s += plane[j - 1]!;
            s += plane[j]!;
            s += plane[j + 1]!;
          }
        } else {
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++)
              s += plane[Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))]!;
        }
        soft[y * width + x] = s / 9;
      }
    }
    for (let i = 0; i < plane.length; i++) plane[i] = plane[i]! + amount * (plane[i]! - soft[i]!);
  }
  // JPEG: to YCbCr, quantise each plane's 8×8 blocks, back to RGB.
  const [rp, gp, bp] = planes as [Float32Array, Float32Array, Float32Array];
  const yy = new Float32Array(width * height);
  const cb = new Float32Array(width * height);
  const cr = new Float32Array(width * height);
  for (let i = 0; i < yy.length; i++) {
    yy[i] = 0.299 * rp[i]! + 0.587 * gp[i]! + 0.114 * bp[i]!;
    cb[i] = 128 - 0.168736 * rp[i]! - 0.331264 * gp[i]! + 0.5 * bp[i]!;
    cr[i] = 128 + 0.5 * rp[i]! - 0.418688 * gp[i]! - 0.081312 * bp[i]!;
  }
  quantisePlane(yy, width, height, lumaTable, quality);
  quantisePlane(cb, width, height, chromaTable, quality);
  quantisePlane(cr, width, height, chromaTable, quality);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < yy.length; i++) {
    data[i * 4] = yy[i]! + 1.402 * (cr[i]! - 128);
    data[i * 4 + 1] = yy[i]! - 0.344136 * (cb[i]! - 128) - 0.714136 * (cr[i]! - 128);
    data[i * 4 + 2] = yy[i]! + 1.772 * (cb[i]! - 128);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

/** A harder synthetic photo of the given kind; the same seed and kind always give the same photo. */
export function hardPhoto(seed: number, kind: HardKind): HardPhoto {
  const { scene, tags, truePaper, lengthMm, widthMm } = makeScene(seed, kind);
  const random = seededRandom(seed * 104729 + 17);
  const image = develop(renderRadiance(scene), scene, random, kind === 'blurred', tags);
  const paper: PaperSize = kind === 'wrongPaper' ? (truePaper === 'a4' ? 'letter' : 'a4') : truePaper;
  return { kind, image, paper, truePaper, lengthMm, widthMm, tags };
}

/**
 * Where a careful person would put the marks on a hard photo, in its pixels: the sheet's corners
 * (heel edge first, as the sheet lies: 0 → 1 along the wall), the back of the heel and the tip of the
 * longest toe, each where it meets the floor, so that tests can place them by hand; and the true
 * length and paper, as `hardPhoto` gives them, without rendering the photo.
 */
export function hardPhotoMarks(
  seed: number,
  kind: HardKind,
): { corners: Quad; heel: Point; toe: Point; lengthMm: number; paper: PaperSize } {
  const { scene, lengthMm, truePaper } = makeScene(seed, kind);
  const sheet = paperMm[truePaper];
  const at = (x: number, y: number) => {
    const seen = project(scene.camera, [x, y, 0]);
    if (!seen) throw new Error('a mark behind the camera');
    // The renderer casts pixel u's ray through u + 0.5; the measurer puts pixel i's centre at i.
    return { x: seen.u - 0.5, y: seen.v - 0.5 };
  };
  const foot = scene.bodies[0]!;
  const reach = (e: Ellipsoid, sign: 1 | -1) => e.c[1] + sign * Math.hypot(e.axes[0] * foot.sin, e.axes[1] * foot.cos);
  const heelPart = foot.ellipsoids.reduce((a, b) => (reach(b, -1) < reach(a, -1) ? b : a));
  const toePart = foot.ellipsoids.reduce((a, b) => (reach(b, 1) > reach(a, 1) ? b : a));
  return {
    corners: [at(0, 0), at(sheet.width, 0), at(sheet.width, sheet.length), at(0, sheet.length)] as Quad,
    heel: at(heelPart.c[0], reach(heelPart, -1)),
    toe: at(toePart.c[0], reach(toePart, 1)),
    lengthMm,
    paper: truePaper,
  };
}
