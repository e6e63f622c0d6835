import { describe, expect, it } from 'vitest';
import { withChartRows, type ClientConverterSetup } from '@/lib/converter/client-setup';
import { brandConverter, clientSetup, countryConverter, homeConverter, regularConverter } from '@/lib/converter/page-setup';
import { brandSlugs, countrySlugs } from '@/lib/page-catalogue';

/** What a client component receives: the JSON of its props. */
function asJson<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

const setups = [
  ...(['men', 'women', 'kids'] as const).map(regularConverter),
  ...countrySlugs.map(countryConverter),
  ...brandSlugs.map(brandConverter),
];

describe('clientSetup / withChartRows', () => {
  it('sends brand charts as their labels and no tables, and the browser builds every converter page’s setup exactly as the server had it', () => {
    expect(setups.length).toBeGreaterThan(20);
    for (const setup of setups) {
      const sent = asJson(clientSetup(setup));
      expect(sent.genders.every((part) => !('table' in part) && !('chart' in part) && !('mainSystems' in part))).toBe(true);
      expect(asJson(withChartRows(sent, true))).toEqual(asJson(setup));
    }
  }, 20_000);

  it('sends each converter page less than half of the JSON of its setup, and no wording the browser already holds', () => {
    for (const setup of setups) {
      const sent = clientSetup(setup);
      expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(asJson(setup)).length * 0.5);
      // A standard table's source and note are in the browser's engine, a brand chart's in its labels only.
      const besideCharts = JSON.stringify({ ...sent, genders: sent.genders.map((part) => ({ ...part, chartSpec: null })) });
      for (const { table } of setup.genders) {
        expect(besideCharts).not.toContain(JSON.stringify(table.note));
        expect(besideCharts).not.toContain(JSON.stringify(table.source.title));
      }
    }
  });

  it('leaves the tables empty for a page that shows no chart (the home page)', () => {
    const sent = asJson(clientSetup(homeConverter())) as ClientConverterSetup;
    const setup = withChartRows(sent, false);
    expect(setup.genders.map((part) => part.gender)).toEqual(['men', 'women', 'kids']);
    expect(setup.genders.every((part) => part.table.rows.length === 0)).toBe(true);
  });
});
