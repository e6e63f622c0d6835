import { describe, expect, it } from 'vitest';
import { countryConverter, homeConverter, regularConverter, type ConverterSetup } from '@/lib/converter/page-setup';
import { countrySlugs } from '@/lib/page-catalogue';
import { sizeConverterSpec, optionKey, type SizeConverterState } from '@/components/converter/state/size-converter-state';
import { menToWomenSpec, type MenToWomenState } from '@/components/converter/state/men-to-women-state';
import { formatFootLength } from '@/components/converter/state/foot-length';
import { sizesEverywhere } from '@/lib/my-sizes/sizes-everywhere';
import { sizeHere } from '@/lib/my-sizes/size-here';
import { convert, footDomains, formatSize, type Gender, type Sizes, type SystemId } from '@/lib/sizes';
import { inRange } from '@/lib/sizes/model/domains';

/** Systems that do not depend on gender: EU and the countries that print it, and the foot-length systems. */
const unisex: SystemId[] = ['eu', 'fr', 'de', 'it', 'es', 'br', 'co', 'jp', 'kr', 'cn', 'cn-legacy', 'mondopoint', 'mx', 'cm', 'inch'];

interface Answer {
  page: string;
  gender: Gender;
  labels: Partial<Record<SystemId, string>>;
}

function labelsOf(sizes: Sizes): Answer['labels'] {
  const out: Answer['labels'] = {};
  for (const [id, size] of Object.entries(sizes) as Array<[SystemId, { label: string }]>) out[id] = size.label;
  return out;
}

const pages: Array<[string, ConverterSetup]> = [
  ['/', homeConverter()],
  ['/men', regularConverter('men')],
  ['/women', regularConverter('women')],
  ['/kids', regularConverter('kids')],
  ...countrySlugs.map((slug): [string, ConverterSetup] => [`/country/${slug}`, countryConverter(slug)]),
];

const blank: Omit<SizeConverterState, 'gender' | 'system'> = { sizeKey: '', rawSize: '', footText: '', unit: 'cm', mode: null };

const answered = new Map<string, ReturnType<typeof derivedByFoot>>();

/** A converter page's answer to a typed foot length, kept for the other tests of this file (each takes seconds). */
function byFoot(setup: ConverterSetup, gender: Gender, footMm: number) {
  const key = `${pages.find(([, s]) => s === setup)?.[0]} ${gender} ${footMm}`;
  if (!answered.has(key)) answered.set(key, derivedByFoot(setup, gender, footMm));
  return answered.get(key) ?? null;
}

/** A converter page's answer to a typed foot length, through the page's own state and derivation. */
function derivedByFoot(setup: ConverterSetup, gender: Gender, footMm: number) {
  const state: SizeConverterState = { ...blank, gender, system: 'us', footText: formatFootLength(footMm, 'cm', 'en'), mode: 'foot' };
  const { outcome } = sizeConverterSpec.derive(sizeConverterSpec.normalize(state, { setup, locale: 'en' }), { setup, locale: 'en' });
  return outcome?.ok ? outcome : null;
}

/** A converter page's answer to a US size picked in its list. */
function byUsSize(setup: ConverterSetup, gender: Gender, label: string) {
  const context = { setup, locale: 'en' };
  const options = sizeConverterSpec.derive({ ...blank, gender, system: 'us' }, context).options;
  const option = options.find((o) => o.label === label);
  if (!option) return null;
  const { outcome } = sizeConverterSpec.derive({ ...blank, gender, system: 'us', sizeKey: optionKey(option), mode: 'size' }, context);
  return outcome?.ok ? outcome : null;
}

function menToWomen(from: 'men' | 'women', label: string) {
  const state: MenToWomenState = { from, usWomen: 'common', system: 'us', sizeLabel: label };
  return menToWomenSpec.derive(state, { rows: [] }).pair;
}

/** Every answer for one foot length, page by page and gender by gender. */
function answersFor(footMm: number): Answer[] {
  const answers: Answer[] = [];
  for (const [page, setup] of pages) {
    for (const { gender } of setup.genders) {
      const outcome = byFoot(setup, gender, footMm);
      if (outcome) answers.push({ page, gender, labels: labelsOf(outcome.sizes) });
    }
  }
  for (const gender of ['men', 'women', 'kids'] as const) {
    const api = convert({ gender, footMm });
    if (api.ok) answers.push({ page: '/api/convert', gender, labels: labelsOf(api.sizes) });
    if (!api.ok) continue;
    const profile = { gender, footLengthMm: footMm, fit: null };
    const everywhere = sizesEverywhere(profile).rows[0];
    if (everywhere) {
      const labels: Answer['labels'] = {};
      for (const [id, size] of Object.entries(everywhere.sizes)) labels[id as SystemId] = size.label;
      answers.push({ page: 'my sizes', gender, labels });
    }
    const here = sizeHere(profile, gender);
    if (here)
      answers.push({ page: `my sizes on /${gender}`, gender, labels: Object.fromEntries(here.sizes.map((s) => [s.system, s.label])) });
  }
  return answers;
}

function expectOneAnswer(answers: Answer[], what: string) {
  for (const system of unisex) {
    const given = answers.filter((a) => a.labels[system] !== undefined);
    const first = given[0];
    for (const answer of given) {
      expect(answer.labels[system], `${what}: ${system} on ${answer.page} (${answer.gender}) vs ${first?.page} (${first?.gender})`).toBe(
        first?.labels[system],
      );
    }
  }
}

const footLengths = Array.from({ length: 121 }, (_, i) => 200 + i);

describe('one foot, one answer', () => {
  it('gives every foot length from 200 to 320 mm the same gender-independent sizes on every page', () => {
    for (const footMm of footLengths) expectOneAnswer(answersFor(footMm), `${footMm} mm`);
  }, 300_000);

  it('gives men and women the same UK size and US sizes 1.5 apart (the common US women’s scale) for every foot length', () => {
    for (const footMm of footLengths) {
      for (const [page, setup] of pages) {
        if (!setup.genders.some((g) => g.gender === 'men') || !setup.genders.some((g) => g.gender === 'women')) continue;
        const men = byFoot(setup, 'men', footMm);
        const women = byFoot(setup, 'women', footMm);
        if (!men || !women) continue;
        expect(women.sizes.uk?.label, `${page} ${footMm} mm UK`).toBe(men.sizes.uk?.label);
        expect((women.sizes.us?.value ?? 0) - (men.sizes.us?.value ?? 0), `${page} ${footMm} mm US`).toBe(1.5);
      }
    }
  }, 300_000);

  it('answers a size the same on /men, /women, /kids and /men-to-women, read as the same foot', () => {
    const men = regularConverter('men');
    const women = regularConverter('women');
    const kids = regularConverter('kids');
    for (const footMm of footLengths) {
      const us = byFoot(men, 'men', footMm)?.sizes.us;
      if (!us) continue;
      const womenLabel = formatSize(us.value + 1.5, 'us');
      const onMen = byUsSize(men, 'men', us.label);
      const onWomen = byUsSize(women, 'women', womenLabel);
      const onKids = byUsSize(kids, 'kids', `${us.label}Y`);
      const fromMen = menToWomen('men', us.label);
      const fromWomen = menToWomen('women', womenLabel);
      const answers: Answer[] = [];
      const add = (page: string, gender: Gender, sizes: Sizes | undefined) => {
        if (sizes) answers.push({ page, gender, labels: labelsOf(sizes) });
      };
      add('/men US', 'men', onMen?.sizes);
      add('/women US', 'women', onWomen?.sizes);
      add('/kids US Y', 'kids', onKids?.sizes);
      add('/men-to-women from men', 'men', fromMen?.from.sizes);
      add('/men-to-women to women', 'women', fromMen?.to.sizes);
      add('/men-to-women from women', 'women', fromWomen?.from.sizes);
      add('/men-to-women to men', 'men', fromWomen?.to.sizes);
      // Every men's size has its men-to-women answer; a women's size the /women list offers has one too.
      expect(onMen && fromMen, `US ${us.label} on /men and /men-to-women`).toBeTruthy();
      if (onWomen && inRange(onWomen.footMm, footDomains.men.accept))
        expect(fromWomen, `women's US ${womenLabel} on /men-to-women`).toBeTruthy();
      expectOneAnswer(answers, `men's US ${us.label}`);
      expect(fromMen?.from.sizes.uk?.label, `US ${us.label} UK`).toBe(onMen?.sizes.uk?.label);
      expect(fromMen?.to.sizes.uk?.label, `US ${us.label} UK for women`).toBe(onWomen?.sizes.uk?.label);
      expect(fromMen?.to.sizes.us?.label, `US ${us.label} in women's US`).toBe(womenLabel);
    }
  }, 300_000);

  it('answers the issue’s 26.2 cm foot alike: men’s US 9 and women’s US 10.5 share EU and JP', () => {
    const men = byUsSize(regularConverter('men'), 'men', '9');
    const women = byUsSize(regularConverter('women'), 'women', '10.5');
    const pair = menToWomen('men', '9');
    expect(women?.sizes.eu?.label).toBe(men?.sizes.eu?.label);
    expect(women?.sizes.jp?.label).toBe(men?.sizes.jp?.label);
    expect(pair?.from.sizes.eu?.label).toBe(men?.sizes.eu?.label);
    expect(pair?.from.sizes.uk?.label).toBe(men?.sizes.uk?.label);
  });
});
