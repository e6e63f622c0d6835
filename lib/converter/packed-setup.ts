import 'server-only';
import { brandChartSpec, type BrandChartSpec } from '@/lib/sizes';
import type { ConverterSetup, GenderConverter } from './page-setup';
import { pack, type Packed } from './packed';

interface SentGender extends Omit<GenderConverter, 'chart'> {
  /** The brand chart's printed labels; the browser builds the chart from them. */
  chartSpec: BrandChartSpec | null;
}

/** A converter's setup as a page sends it: brand charts as specs, tables without rows. */
export type SentConverterSetup = Packed<Omit<ConverterSetup, 'genders'> & { genders: SentGender[] }>;

/**
 * What a converter page hands its converter: the setup packed (see packed.ts), each brand chart as
 * the printed labels it is built from, and the tables without their rows, which the browser builds
 * again from the chart or the generic model (see components/converter/sent-setup.ts) rather than receiving a chart's
 * cells a second time.
 */
export function packConverterSetup(setup: ConverterSetup): SentConverterSetup {
  return pack({
    ...setup,
    genders: setup.genders.map(({ chart, ...part }) => {
      const spec = setup.brand && chart ? brandChartSpec(setup.brand, part.gender) : null;
      if (chart && !spec) throw new Error(`no chart spec for ${setup.brand ?? 'a generic page'}/${part.gender}`);
      return { ...part, chartSpec: spec ?? null, table: { ...part.table, rows: [] } };
    }),
  });
}
