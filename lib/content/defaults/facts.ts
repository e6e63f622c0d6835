import 'server-only';
import { chartRows, convert } from '@/lib/sizes';
import type { ChartRow, ChartSource, ChartTable, Gender, Sizes, SystemId } from '@/lib/sizes';
import { brandConverter, countryConverter, regularConverter } from '@/lib/converter/page-setup';
import { menToWomenRows } from '@/lib/converter/men-to-women-rows';
import type { BrandSlug, CountrySlug } from '@/lib/page-catalogue';

/**
 * The figures the shipped content quotes, read from the size engine so the text cannot drift from
 * the charts. Labels are the engine's own (`41.5`, `10C`), as the converter shows them.
 */

export type SampleSizes = Partial<Record<SystemId, string>>;

/** The figures depend on the page, not the language: each is worked out once per process. */
function once<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

const labels = (sizes: Sizes): SampleSizes =>
  Object.fromEntries(Object.entries(sizes).map(([id, size]) => [id, size!.label])) as SampleSizes;

const cm = (mm: number) => String(Number((mm / 10).toFixed(1)));

function middle<T>(rows: readonly T[]): T {
  const row = rows[Math.floor(rows.length / 2)];
  if (row === undefined) throw new Error('an empty chart has no middle row');
  return row;
}

function converted(input: Parameters<typeof convert>[0]): { sizes: SampleSizes; cm: string } {
  const result = convert(input);
  if (!result.ok) throw new Error(`content figures: ${JSON.stringify(input)} → ${result.error}`);
  return { sizes: labels(result.sizes), cm: result.sizes.cm!.label };
}

export type RegularFacts = {
  minUs: string;
  maxUs: string;
  minCm: string;
  maxCm: string;
  /** The chart's middle size, converted. */
  sample: SampleSizes & { cm: string };
  /** A round foot length and the sizes it fits. */
  foot: { cm: string; sizes: SampleSizes };
};

/** A round foot length near the middle of each gender's chart. */
export const sampleFootMm: Record<Gender, number> = { men: 270, women: 235, kids: 170 };

export const regularFacts = once((gender: Gender): RegularFacts => {
  const table = regularConverter(gender).genders[0]!.table;
  const first = table.rows[0]!;
  const last = table.rows.at(-1)!;
  const sampleUs = middle(table.rows).sizes.us!.label;
  const sample = converted({ gender, system: 'us', size: sampleUs });
  const foot = converted({ gender, footMm: sampleFootMm[gender] });
  return {
    minUs: first.sizes.us!.label,
    maxUs: last.sizes.us!.label,
    minCm: cm(first.footLengthMm.min),
    maxCm: cm(last.footLengthMm.max),
    sample: { ...sample.sizes, cm: sample.cm },
    foot: { cm: cm(sampleFootMm[gender]), sizes: foot.sizes },
  };
});

export type MenToWomenFacts = { men: string; women: string; womenAlt: string; uk: string; eu: string; cm: string };

/** The men's US 9 row: the size most charts use as their example. */
export const MEN_TO_WOMEN_SAMPLE = '9';

function computeMenToWomenFacts(): MenToWomenFacts {
  const row = menToWomenRows().find((candidate) => candidate.men.us?.label === MEN_TO_WOMEN_SAMPLE);
  if (!row) throw new Error(`no men's US ${MEN_TO_WOMEN_SAMPLE} row`);
  return {
    men: row.men.us!.label,
    women: row.usWomen.common.label,
    womenAlt: row.usWomen.fia.label,
    uk: row.men.uk!.label,
    eu: row.men.eu!.label,
    cm: row.men.cm!.label,
  };
}

let menToWomen: MenToWomenFacts | undefined;

export function menToWomenFacts(): MenToWomenFacts {
  menToWomen ??= computeMenToWomenFacts();
  return menToWomen;
}

export type RowFacts = { primary: SystemId; sizes: SampleSizes; cm: string };

function rowFacts(table: ChartTable, row: ChartRow): RowFacts {
  return { primary: table.primary, sizes: labels(row.sizes), cm: cm(row.footMm) };
}

export type CountryFacts = { men: RowFacts; women: RowFacts; source: ChartSource };

export const countryFacts = once((slug: CountrySlug): CountryFacts => {
  const setup = countryConverter(slug);
  const table = (gender: Gender) => setup.genders.find((entry) => entry.gender === gender)!.table;
  const men = table('men');
  const women = table('women');
  return { men: rowFacts(men, middle(men.rows)), women: rowFacts(women, middle(women.rows)), source: men.source };
});

export type BrandFacts = { gender: Gender; genders: Gender[]; row: RowFacts; columns: SystemId[]; source: ChartSource };

/** The brand's first chart (men's where it has one) and its middle row. */
export const brandFacts = once((slug: BrandSlug): BrandFacts => {
  const setup = brandConverter(slug);
  const first = setup.genders[0]!;
  const table = chartRows({ gender: first.gender, brand: slug });
  if (!table.ok) throw new Error(`no ${first.gender} chart for ${slug}`);
  return {
    gender: first.gender,
    genders: setup.genders.map((entry) => entry.gender),
    row: rowFacts(table, middle(table.rows)),
    columns: table.columns,
    source: table.source,
  };
});
