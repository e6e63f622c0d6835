import 'server-only';
import { brandChartSpec } from '@/lib/sizes';
import type { ConverterSetup } from './page-setup';
import { pack } from '@/components/converter/packed';
import type { SentConverterSetup } from '@/components/converter/sent-setup';

/**
 * What a converter page hands its converter: the setup packed (see packed.ts), each brand chart as
 * the printed labels it is built from, and the tables without their rows, which the browser builds
 * again from the chart or the generic model (see sent-setup.ts) rather than receiving a chart's
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
