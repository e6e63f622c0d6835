import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pack, unpack } from '@/lib/converter/packed';
import { brandConverter, countryConverter, homeConverter, regularConverter } from '@/lib/converter/page-setup';
import { brandSlugs, countrySlugs } from '@/lib/page-catalogue';

/** What a client component receives for `data` without packing: its JSON. */
function asJson(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data));
}

/** Packed on the server, sent as JSON, unpacked in the browser. */
function roundTrip<T>(data: T): T {
  return unpack(asJson(pack(data)) as ReturnType<typeof pack<T>>);
}

describe('pack / unpack', () => {
  it('gives back any JSON value exactly', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(roundTrip(value)).toEqual(asJson(value));
      }),
    );
  });

  it('keeps arrays of numbers apart from objects, whatever their first number', () => {
    const data = { a: [0, 1], b: [-1, 2], c: [{ x: 1 }, { y: [[0]] }], d: [], e: {} };
    expect(roundTrip(data)).toEqual(data);
  });

  it('tells an object with an empty-string key from an empty object (fast-check found the two sharing a shape)', () => {
    const data = [{ '': {} }, {}, { '': 1, a: { '': [] } }];
    expect(roundTrip(data)).toEqual(data);
  });

  it('gives back a key named __proto__ as a key, not as the prototype', () => {
    const data = JSON.parse('{"__proto__":{"a":1},"b":2}') as unknown;
    expect(roundTrip(data)).toEqual(data);
  });

  it('lists a long string met more than once a single time, and gives every occurrence back', () => {
    const note = 'A note long enough to be worth sharing';
    const data = { a: note, b: [note, { c: note }], short: ['short', 'short'], once: 'Another long string, met once' };
    const packed = pack(data);
    expect(packed.strings).toEqual([note]);
    expect(JSON.stringify(packed).split(note)).toHaveLength(2);
    expect(roundTrip(data)).toEqual(data);
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 10, maxLength: 14 }), { maxLength: 6 }), fc.jsonValue(), (texts, value) => {
        const repeated = { texts, again: texts, value };
        expect(roundTrip(repeated)).toEqual(asJson(repeated));
      }),
    );
  });

  it('leaves out keys holding undefined, as JSON does', () => {
    expect(roundTrip({ a: 1, b: undefined, c: [undefined] })).toEqual({ a: 1, c: [null] });
  });

  it('gives back the home page’s setup', () => {
    expect(roundTrip(homeConverter())).toEqual(asJson(homeConverter()));
  });

  it('gives back every converter page’s setup and makes them, together, at least 40% smaller', () => {
    const setups = [
      ...(['men', 'women', 'kids'] as const).map(regularConverter),
      ...countrySlugs.map(countryConverter),
      ...brandSlugs.map(brandConverter),
    ];
    let plain = 0;
    let packedTotal = 0;
    for (const setup of setups) {
      const packed = pack(setup);
      expect(roundTrip(setup)).toEqual(asJson(setup));
      expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(setup).length);
      plain += JSON.stringify(setup).length;
      packedTotal += JSON.stringify(packed).length;
    }
    expect(packedTotal).toBeLessThan(plain * 0.6);
  });

  it('refuses data that is not JSON, and packed data that does not match its shapes', () => {
    expect(() => pack({ f: () => 1 })).toThrow(/cannot pack/);
    expect(() => unpack({ shapes: [['a', 'b']], value: [0, 1] })).toThrow(/malformed/);
    expect(() => unpack({ shapes: [], strings: ['a shared string'], value: [-2, 1] })).toThrow(/malformed/);
  });
});
