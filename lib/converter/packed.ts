/**
 * A lossless, compact JSON form of the data a page hands its client components. Size charts are
 * hundreds of small objects with the same few keys; written out as RSC props, the keys take more
 * room than the values. Here every object becomes `[shape, ...values]`, its keys listed once in
 * `shapes`, every array becomes `[-1, ...items]`, and a long string met more than once (a chart's
 * source and note, repeated per gender) becomes `[-2, index]` into `strings`, so none can be confused.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface Packed<T> {
  shapes: string[][];
  strings?: string[];
  value: Json;
  /** Only carries the type of what unpack returns. */
  readonly unpacked?: T;
}

const ARRAY = -1;
const STRING = -2;
/** Shorter strings cost about as much as their reference. */
const SHARED_MIN_LENGTH = 12;

/** The long strings that occur more than once in data, each listed once. */
function sharedStrings(data: unknown): string[] {
  const seen = new Map<string, number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.length >= SHARED_MIN_LENGTH) seen.set(value, (seen.get(value) ?? 0) + 1);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isPlainObject(value)) Object.values(value).forEach(walk);
  };
  walk(data);
  return [...seen].filter(([, count]) => count > 1).map(([text]) => text);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Packs JSON-like data; keys holding undefined are left out, as JSON.stringify would. */
export function pack<T>(data: T): Packed<T> {
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const strings = sharedStrings(data);
  const stringIndex = new Map(strings.map((text, i) => [text, i]));

  function encode(value: unknown): Json {
    if (Array.isArray(value)) return [ARRAY, ...value.map((item) => encode(item === undefined ? null : item))];
    if (isPlainObject(value)) {
      const keys = Object.keys(value).filter((key) => value[key] !== undefined);
      // JSON, not a join: the keys [''] and no keys at all must not share a shape.
      const id = JSON.stringify(keys);
      let index = shapeIndex.get(id);
      if (index === undefined) {
        index = shapes.length;
        shapes.push(keys);
        shapeIndex.set(id, index);
      }
      return [index, ...keys.map((key) => encode(value[key]))];
    }
    if (typeof value === 'string' && stringIndex.has(value)) return [STRING, stringIndex.get(value) ?? 0];
    if (typeof value === 'number' && !Number.isFinite(value)) return null;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    throw new Error(`pack: cannot pack a ${typeof value}`);
  }

  const value = encode(data);
  return strings.length > 0 ? { shapes, strings, value } : { shapes, value };
}

/** The data pack was given, as plain JSON. */
export function unpack<T>(packed: Packed<T>): T {
  function decode(value: Json): unknown {
    if (!Array.isArray(value)) return value;
    const [tag, ...items] = value;
    if (tag === ARRAY) return items.map(decode);
    if (tag === STRING) {
      const text = typeof items[0] === 'number' ? packed.strings?.[items[0]] : undefined;
      if (text === undefined || items.length !== 1) throw new Error('unpack: malformed packed data');
      return text;
    }
    const keys = typeof tag === 'number' ? packed.shapes[tag] : undefined;
    if (!keys || keys.length !== items.length) throw new Error('unpack: malformed packed data');
    // fromEntries defines own properties, so even a key "__proto__" comes back as data.
    return Object.fromEntries(keys.map((key, i) => [key, decode(items[i] as Json)]));
  }
  return decode(packed.value) as T;
}
