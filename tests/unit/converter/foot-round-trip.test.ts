import { describe, expect, it } from 'vitest';
import { footTextInUnit, formatFootLength, readFootLength, type FootUnit } from '@/components/converter/state/foot-length';
import { sizeConverterSpec, type SizeConverterState } from '@/components/converter/state/size-converter-state';
import { regularConverter } from '@/lib/converter/page-setup';
import { footDomains, genders, type Gender, type Sizes } from '@/lib/sizes';

const locales = ['en', 'de'];

function labels(sizes: Sizes): Record<string, string> {
  return Object.fromEntries(Object.entries(sizes).map(([id, size]) => [id, size.label]));
}

/** A regular page's answer to a typed foot length, through its own state and derivation. */
function answer(gender: Gender, footText: string, unit: FootUnit, locale: string) {
  const setup = regularConverter(gender);
  const state: SizeConverterState = { gender, system: 'us', sizeKey: '', rawSize: '', footText, unit, mode: 'foot' };
  const derived = sizeConverterSpec.derive(state, { setup, locale });
  return { outcome: derived.outcome?.ok ? derived.outcome : null, highlightId: derived.highlightId };
}

function wholeMillimetres(gender: Gender): number[] {
  const { min, max } = footDomains[gender].chart;
  return Array.from({ length: Math.floor(max) - Math.ceil(min) + 1 }, (_, i) => Math.ceil(min) + i);
}

describe('foot lengths round-trip between what the page shows and what a visitor types', () => {
  it('gives a length shown in inches, typed back, the size its centimetres gave: the answer’s title and its inch value', () => {
    for (const gender of genders) {
      for (const mm of wholeMillimetres(gender)) {
        const typed = answer(gender, formatFootLength(mm, 'cm', 'en'), 'cm', 'en').outcome;
        if (!typed) continue;
        const what = `${gender} ${mm} mm`;
        // "A foot of 26.5 cm (10.43 in)": the inches of the title, typed back.
        const title = answer(gender, formatFootLength(mm, 'in', 'en'), 'in', 'en').outcome;
        expect(title && labels(title.sizes), `${what}, the title's inches`).toEqual(labels(typed.sizes));
        // The answer's own foot-length values, typed back in their unit.
        const inch = typed.sizes.inch?.label ?? '';
        expect(labels(answer(gender, inch, 'in', 'en').outcome?.sizes ?? {}), `${what}, inch ${inch}`).toEqual(labels(typed.sizes));
        const cm = typed.sizes.cm?.label ?? '';
        expect(labels(answer(gender, cm, 'cm', 'en').outcome?.sizes ?? {}), `${what}, cm ${cm}`).toEqual(labels(typed.sizes));
      }
    }
  }, 300_000);

  it('finds a chart row again from its centimetres or its inches typed in', () => {
    for (const gender of genders) {
      for (const row of regularConverter(gender).genders[0]?.table.rows ?? []) {
        // A table's edge row may centre on a foot the converter does not accept (men's US 1.5: 199 mm).
        if (row.footMm < footDomains[gender].accept.min) continue;
        for (const [unit, id] of [
          ['cm', 'cm'],
          ['in', 'inch'],
        ] as const) {
          const shown = row.sizes[id]?.label;
          if (!shown) continue;
          expect(answer(gender, shown, unit, 'en').highlightId, `${row.id} ${shown} ${unit}`).toBe(row.id);
        }
      }
    }
  }, 120_000);

  it('keeps the millimetres exact through unit switches, cm → in → cm, typed in cm or in mm, in every locale', () => {
    for (const locale of locales) {
      for (let mm = 50; mm <= 400; mm += 1) {
        for (const typed of [formatFootLength(mm, 'cm', locale), String(mm)]) {
          const inches = footTextInUnit(typed, 'cm', 'in', locale);
          const reading = readFootLength(inches, 'in');
          expect(reading?.ok && reading.mm, `${typed} cm → ${inches} in (${locale})`).toBe(mm);
          const back = footTextInUnit(inches, 'in', 'cm', locale);
          expect(back, `${typed} cm → ${inches} in → cm (${locale})`).toBe(formatFootLength(mm, 'cm', locale));
        }
      }
    }
  });
});
