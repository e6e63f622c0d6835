import { tableRows } from '@/lib/sizes/browser';
import type { ConverterSetup } from '@/lib/converter/page-setup';
import { pack, unpack, type Packed } from './packed';

/**
 * A converter's setup as its page sends it: packed (see packed.ts) and without its tables' rows.
 * The browser already holds the brand chart and the generic model those rows come from, so it
 * builds them again (tableRows gives what chartRows gave on the server) rather than receiving a
 * whole chart's cells twice, once as HTML and once as data.
 */
export type PackedConverterSetup = Packed<ConverterSetup>;

export function packConverterSetup(setup: ConverterSetup): PackedConverterSetup {
  return pack({ ...setup, genders: setup.genders.map((part) => ({ ...part, table: { ...part.table, rows: [] } })) });
}

/** The setup packConverterSetup was given; with `rows` false the tables stay empty (a page that shows no chart). */
export function unpackConverterSetup(packed: PackedConverterSetup, rows: boolean): ConverterSetup {
  const setup = unpack(packed);
  if (!rows) return setup;
  return {
    ...setup,
    genders: setup.genders.map((part) => ({
      ...part,
      table: {
        ...part.table,
        rows: tableRows({
          gender: part.gender,
          primary: part.table.primary,
          columns: part.table.columns,
          conventions: part.table.conventions,
          chart: part.chart,
        }),
      },
    })),
  };
}
