import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandCharts,
  brandToBrand,
  chartRows,
  conventions,
  convert,
  footDomains,
  formatSize,
  genders,
  parseSize,
  sizeIndex,
  systemsFor,
  type ConventionChoice,
  type ConvertResult,
  type Gender,
  type SizeValue,
  type SystemId,
} from '@/lib/sizes';
import { countrySlugs } from '@/lib/sizes/charts/slugs';

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const conventionArb: fc.Arbitrary<ConventionChoice> = fc.record({
  usWomen: fc.constantFrom(...conventions.usWomen.options.map((o) => o.id)),
  euAllowance: fc.constantFrom(...conventions.euAllowance.options.map((o) => o.id)),
  usKids: fc.constantFrom(...conventions.usKids.options.map((o) => o.id)),
  auWomen: fc.constantFrom(...conventions.auWomen.options.map((o) => o.id)),
  colombia: fc.constantFrom(...conventions.colombia.options.map((o) => o.id)),
});

/** Feet a little inside the accepted span, so the nearest size's centre is inside it too. */
function footArb(gender: Gender): fc.Arbitrary<number> {
  const { min, max } = footDomains[gender].accept;
  return fc.double({ min: min + 10, max: max - 10, noNaN: true });
}

const allSystemPairs: Array<[Gender, SystemId]> = genders.flatMap((g) => systemsFor(g).map((s): [Gender, SystemId] => [g, s]));

function asInput(size: SizeValue) {
  return { value: size.value, ...(size.scale ? { scale: size.scale } : {}), ...(size.upTo !== undefined ? { upTo: size.upTo } : {}) };
}

describe('round trip on every system’s grid', () => {
  it.each(allSystemPairs)('%s %s: foot → size → foot range holds the foot, and → size again is the same size', (gender, system) => {
    fc.assert(
      fc.property(footArb(gender), conventionArb, (footMm, convention) => {
        const size = ok(convert({ gender, footMm, convention })).sizes[system];
        if (!size) return system === 'mx-legacy'; // only the legacy Mexican table has gaps
        const back = ok(convert({ gender, system, size: asInput(size), convention }));
        expect(back.sizes[system]?.label).toBe(size.label);
        expect(back.sizes[system]?.scale).toBe(size.scale);
        const again = ok(convert({ gender, footMm: back.footMm, convention })).sizes[system];
        expect(again?.label).toBe(size.label);
        // The legacy table maps several EU sizes to one row, so its range is the EU size's, not the row's.
        if (system !== 'mx-legacy') {
          expect(footMm).toBeGreaterThanOrEqual(back.footLengthMm.min - 1e-6);
          expect(footMm).toBeLessThanOrEqual(back.footLengthMm.max + 1e-6);
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

describe('monotonic conversion', () => {
  it.each(allSystemPairs)('%s %s: a longer foot never gives a smaller size', (gender, system) => {
    fc.assert(
      fc.property(footArb(gender), footArb(gender), conventionArb, (a, b, convention) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const small = ok(convert({ gender, footMm: short, convention })).sizes[system];
        const large = ok(convert({ gender, footMm: long, convention })).sizes[system];
        if (small && large) expect(sizeIndex(small)).toBeLessThanOrEqual(sizeIndex(large) + 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  const charts = Object.values(brandCharts).flatMap((byGender) => Object.values(byGender));

  it.each(charts.map((c) => [`${c.brand}/${c.gender}`, c] as const))('%s: a longer foot never gives a smaller row', (_, chart) => {
    fc.assert(
      fc.property(
        fc.double({ min: chart.footLengthMm.min, max: chart.footLengthMm.max, noNaN: true }),
        fc.double({ min: chart.footLengthMm.min, max: chart.footLengthMm.max, noNaN: true }),
        (a, b) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const small = ok(convert({ gender: chart.gender, brand: chart.brand, footMm: short }));
          const large = ok(convert({ gender: chart.gender, brand: chart.brand, footMm: long }));
          const position = (id: string | undefined) => chart.rows.findIndex((row) => row.id === id);
          expect(position(small.chartRow?.id)).toBeLessThanOrEqual(position(large.chartRow?.id));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('chart rows', () => {
  const charts = Object.values(brandCharts).flatMap((byGender) => Object.values(byGender));

  it.each(charts.map((c) => [`${c.brand}/${c.gender}`, c] as const))(
    '%s: every column and the foot length rise row by row, and ranges meet',
    (_, chart) => {
      chart.rows.forEach((row, i) => {
        const previous = chart.rows[i - 1];
        expect(row.footLengthMm.min).toBeLessThan(row.footLengthMm.max);
        expect(row.footMm).toBeGreaterThanOrEqual(row.footLengthMm.min);
        expect(row.footMm).toBeLessThanOrEqual(row.footLengthMm.max);
        if (!previous) return;
        expect(row.footMm).toBeGreaterThanOrEqual(previous.footMm);
        const shared = row.footMm === previous.footMm;
        expect(row.footLengthMm.min).toBeCloseTo(shared ? previous.footLengthMm.min : previous.footLengthMm.max, 9);
        for (const column of chart.columns) {
          const a = previous.sizes[column];
          const b = row.sizes[column];
          if (a && b) expect(sizeIndex(b), `${column} row ${i}`).toBeGreaterThanOrEqual(sizeIndex(a));
        }
      });
    },
  );

  it.each(charts.map((c) => [`${c.brand}/${c.gender}`, c] as const))(
    '%s: every row converts back to itself from its primary label',
    (_, chart) => {
      for (const row of chart.rows) {
        const label = row.sizes[chart.primary];
        if (!label) continue;
        const result = ok(convert({ gender: chart.gender, brand: chart.brand, system: chart.primary, size: asInput(label) }));
        expect(result.chartRow?.id).toBe(row.id);
      }
    },
  );

  const tables = genders.flatMap((gender) => [null, ...countrySlugs].map((country) => [gender, country] as const));

  it.each(tables)('generic %s table for %s: every column rises row by row', (gender, country) => {
    const table = chartRows({ gender, country });
    if (!table.ok) throw new Error(JSON.stringify(table));
    expect(table.rows.length).toBeGreaterThan(5);
    table.rows.forEach((row, i) => {
      const previous = table.rows[i - 1];
      if (!previous) return;
      expect(row.footMm).toBeGreaterThan(previous.footMm);
      for (const column of table.columns) {
        const a = previous.sizes[column];
        const b = row.sizes[column];
        if (a && b) expect(sizeIndex(b)).toBeGreaterThanOrEqual(sizeIndex(a));
      }
      // The row key never repeats.
      expect(
        row.sizes[table.primary]?.label === previous.sizes[table.primary]?.label &&
          row.sizes[table.primary]?.scale === previous.sizes[table.primary]?.scale,
      ).toBe(false);
    });
  });
});

describe('brand to brand', () => {
  const pairs = Object.values(brandCharts).flatMap((byGender) => Object.values(byGender));

  // Every row of every chart against every chart of its gender (and the generic tables): a walk up
  // the source chart never steps down in the target, even where two brands' label columns disagree.
  it('never gives a smaller target for a larger source size, for every pair of charts', () => {
    const targets = [
      ...pairs.map((chart) => ({ brand: chart.brand as string | null, gender: chart.gender, primary: chart.primary })),
      ...genders.map((gender) => ({ brand: null, gender, primary: 'us' as SystemId })),
    ];
    const steps: string[] = [];
    for (const from of pairs) {
      const rows = from.rows.filter((row) => row.sizes[from.primary]);
      for (const to of targets.filter((t) => t.gender === from.gender && t.brand !== from.brand)) {
        let previous: { label: string; footMm: number; buys: Array<number | null> } | null = null;
        for (const row of rows) {
          const size = row.sizes[from.primary];
          if (!size) continue;
          const result = brandToBrand({
            from: { brand: from.brand, gender: from.gender, system: from.primary, size: asInput(size) },
            to: { brand: to.brand, system: to.primary },
          });
          if (!result.ok) continue;
          const here = {
            label: `${from.brand} ${from.gender} ${from.primary} ${size.label} → ${to.brand ?? 'generic'} ${result.to.best.size.label}`,
            footMm: result.to.best.footMm,
            // A size-to-buy target (Converse's babies and toddlers) answers the size to buy, which must not shrink either.
            buys: result.to.best.printed?.sizeToBuy?.map((buy) => (buy.size ? sizeIndex(buy.size) : null)) ?? [],
          };
          if (previous && here.footMm < previous.footMm - 1e-9) steps.push(`${previous.label} but ${here.label}`);
          const before = previous?.buys ?? [];
          here.buys.forEach((buy, i) => {
            const earlier = before[i];
            if (buy !== null && earlier !== null && earlier !== undefined && buy < earlier - 1e-9)
              steps.push(`${previous?.label} but ${here.label}: a smaller size to buy`);
          });
          previous = here;
        }
      }
    }
    expect(steps).toEqual([]);
  }, 120_000);
});

describe('labels', () => {
  const locales = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'ru', 'ja', 'ko', 'hi', 'gu'];

  it('reads back every label it writes, in every site locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom(0, 1 / 3, 0.5, 2 / 3),
        fc.constantFrom(...locales),
        (whole, fraction, locale) => {
          const value = whole + fraction;
          const parsed = parseSize(formatSize(value, 'eu', locale));
          if (!parsed.ok) throw new Error(parsed.reason);
          expect(parsed.size.value).toBeCloseTo(value, 9);
        },
      ),
    );
  });
});
