import 'server-only';
import { brandChartSpec, brandCharts, brandGenders, chartRows, countryPresets, systemsFor } from '@/lib/sizes';
import type { BrandChart, ChartTable, ConventionId, Gender, SelectableConventionId, SystemId } from '@/lib/sizes';
import { brandSlugs, type BrandSlug, type CountrySlug } from '@/lib/page-catalogue';
import { sentSourceSystems } from './brand-to-brand-ask';
import type { ClientConverterSetup } from './client-setup';

/**
 * What each converter page hands its interactive converter: per gender the chart it shows
 * (rendered as HTML and used to highlight the matching row), the brand chart to convert on (none
 * for generic pages) and the systems to offer. Only these charts reach the browser.
 */

export interface GenderConverter {
  gender: Gender;
  table: ChartTable;
  /** The brand chart conversions read; null for the generic model. */
  chart: BrandChart | null;
  /** Systems offered in the size picker, in order; foot lengths have their own input. */
  inputSystems: SystemId[];
  /** Systems shown first in a result; the others follow behind a disclosure. */
  mainSystems: SystemId[];
  defaultSystem: SystemId;
}

export interface ConverterSetup {
  brand: BrandSlug | null;
  genders: GenderConverter[];
  /** Disagreements the page explains, in the order shown. */
  conventions: ConventionId[];
}

const footLengthInputs: readonly SystemId[] = ['cm', 'inch'];

function ordered(first: readonly SystemId[], all: readonly SystemId[]): SystemId[] {
  return [...first.filter((id) => all.includes(id)), ...all.filter((id) => !first.includes(id))];
}

function table(outcome: ReturnType<typeof chartRows>): ChartTable {
  // The queries below are fixed by the catalogue; a failure here is a programming error.
  if (!outcome.ok) throw new Error(`chart for a converter page: ${JSON.stringify(outcome)}`);
  return outcome;
}

const regularColumns: Record<Gender, SystemId[]> = {
  men: ['us', 'uk', 'eu', 'au', 'br', 'jp', 'kr', 'cn', 'mx', 'cm', 'inch'],
  women: ['us', 'uk', 'eu', 'au', 'br', 'jp', 'kr', 'cn', 'mx', 'cm', 'inch'],
  kids: ['us', 'uk', 'eu', 'au', 'br', 'jp', 'cm', 'inch'],
};

const regularConventions: Record<Gender, SelectableConventionId[]> = {
  men: ['euAllowance', 'colombia'],
  women: ['usWomen', 'euAllowance', 'auWomen', 'colombia'],
  kids: ['usKids', 'euAllowance', 'colombia'],
};

/** /men, /women, /kids: the generic model keyed on US sizes. */
export function regularConverter(gender: Gender): ConverterSetup {
  const columns = regularColumns[gender];
  const inputs = systemsFor(gender).filter((id) => !footLengthInputs.includes(id));
  return {
    brand: null,
    conventions: regularConventions[gender],
    genders: [
      {
        gender,
        table: table(chartRows({ gender, primary: 'us', systems: columns })),
        chart: null,
        inputSystems: ordered(columns, inputs),
        mainSystems: columns,
        defaultSystem: 'us',
      },
    ],
  };
}

const genders: readonly Gender[] = ['men', 'women', 'kids'];

/**
 * The home page: the three regular converters in one, men's first. Their charts link out and are
 * not shown, so the tables go without their rows: the browser would only carry them around.
 */
export function homeConverter(): ConverterSetup {
  const parts = genders.map(regularConverter);
  return {
    brand: null,
    conventions: [...new Set(parts.flatMap((part) => part.conventions))],
    genders: parts.flatMap((part) => part.genders).map((part) => ({ ...part, table: { ...part.table, rows: [] } })),
  };
}

/** A country page: the country's systems against US, UK, EU and cm, for men, women and kids. */
export function countryConverter(slug: CountrySlug): ConverterSetup {
  const preset = countryPresets[slug];
  const conventions: ConventionId[] = [...new Set<ConventionId>([...preset.conventions, 'usWomen', 'euAllowance', 'usKids'])];
  return {
    brand: null,
    conventions,
    genders: genders.map((gender) => {
      const shown = table(chartRows({ gender, country: slug }));
      return {
        gender,
        table: shown,
        chart: null,
        inputSystems: shown.columns.filter((id) => !footLengthInputs.includes(id)),
        mainSystems: shown.columns,
        defaultSystem: shown.primary,
      };
    }),
  };
}

/** A brand page: the brand's own chart for each gender it publishes, with the foot length in cm beside it. */
export function brandConverter(slug: BrandSlug): ConverterSetup {
  return {
    brand: slug,
    conventions: [],
    genders: brandGenders(slug).map((gender) => {
      const chart = brandCharts[slug][gender];
      if (!chart) throw new Error(`no ${gender} chart for ${slug}`);
      // The foot length a brand does not print is shown beside its chart, marked as worked out.
      const shown = table(
        chartRows({ gender, brand: slug, systems: chart.columns.includes('cm') ? chart.columns : [...chart.columns, 'cm'] }),
      );
      return {
        gender,
        table: shown,
        chart,
        inputSystems: chart.columns.filter((id) => !footLengthInputs.includes(id)),
        mainSystems: shown.columns,
        defaultSystem: chart.primary,
      };
    }),
  };
}

/**
 * The brands a visitor can say they wear in the brand-to-brand box, as the page sends them: each
 * brand's systems per gender, never its chart; names and standard sizes the browser already has.
 */
export function brandToBrandSources(): Record<BrandSlug, string> {
  return Object.fromEntries(
    brandSlugs.map((slug) => [
      slug,
      sentSourceSystems(
        Object.fromEntries(
          brandGenders(slug).map((gender) => [
            gender,
            (brandCharts[slug][gender]?.columns ?? []).filter((id) => !footLengthInputs.includes(id)),
          ]),
        ),
      ),
    ]),
  ) as Record<BrandSlug, string>;
}

/**
 * What a page hands its client converter (see client-setup.ts): plain props, each brand chart as the
 * printed labels it is built from and of each table only its row key, columns and country, from
 * which the browser frames it and builds its rows again.
 */
export function clientSetup(setup: ConverterSetup): ClientConverterSetup {
  return {
    ...setup,
    genders: setup.genders.map(({ gender, table, chart, inputSystems, defaultSystem }) => {
      const spec = setup.brand && chart ? brandChartSpec(setup.brand, gender) : null;
      if (chart && !spec) throw new Error(`no chart spec for ${setup.brand ?? 'a generic page'}/${gender}`);
      const { primary, columns, country } = table;
      return { gender, primary, columns, country, inputSystems, defaultSystem, chartSpec: spec ?? null };
    }),
  };
}
