import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from '@/lib/page-catalogue';
import {
  brandCharts,
  brandToBrand,
  brandToBrandFrom,
  chartRows,
  convert,
  parseSize,
  type ConvertResult,
  type Gender,
  type SystemId,
} from '@/lib/sizes';
import { brandSlugs, type BrandSlug } from '@/lib/sizes/charts/slugs';
import { loadCsv, num, type CsvRow } from './reference-data';

/** Issue 25's twelve brands: the last twelve of the list, from Converse on. */
const issue25Brands: readonly BrandSlug[] = brandSlugs.slice(brandSlugs.indexOf('converse'));

/** Issue 25's charts against the copies they were read in (tests/fixtures/sizes/brands and copies, sources in its README). */

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

/** A printed cell as the engine stores it: "7-7.5" is 7 up to 7.5, "42 2/3" is 42.667. */
function expectCell(result: ConvertResult, system: SystemId, printed: string, where: string) {
  const size = result.sizes[system];
  const [low = '', high] = printed.split('-');
  expect(size?.value, where).toBeCloseTo(num(low), 2);
  if (high === undefined) expect(size?.upTo, where).toBeUndefined();
  else expect(size?.upTo, where).toBeCloseTo(num(high), 2);
  expect(size?.origin, `${where} origin`).toBe('chart');
}

/** Every printed row, from its own primary label, answers every printed column. */
function checkTable(brand: string, gender: Gender, rows: CsvRow[], primary: SystemId, typed = (label: string) => label) {
  for (const row of rows) {
    const label = row[primary] ?? '';
    const result = ok(convert({ brand, gender, system: primary, size: typed(label) }));
    for (const [column, printed] of Object.entries(row)) {
      if (printed === '') continue;
      const where = `${brand} ${gender} ${primary} ${label}: ${column}`;
      if (column === 'footMm') {
        expect(result.footMm, where).toBe(num(printed));
        // A printed foot length is the brand's own cm and Mondopoint value, not a worked-out one.
        expectCell(result, 'cm', String(num(printed) / 10), where);
        expectCell(result, 'mondopoint', printed, where);
      } else if (column === 'cm') expect(result.sizes.cm?.value, where).toBe(num(printed));
      else expectCell(result, column as SystemId, printed, where);
    }
  }
}

/**
 * A unisex brand's men's and women's tables (tests/fixtures/sizes/brands/<brand>-<gender>.csv): every
 * row answers its printed columns and the pair label of the row it shares with the other gender's
 * size printed with the same `shared` columns; typed as that pair, or as the other gender's half, it
 * finds the same row.
 */
function checkPairs(brand: string, shared: (row: CsvRow) => string) {
  const tables = { men: loadCsv(`brands/${brand}-men.csv`), women: loadCsv(`brands/${brand}-women.csv`) };
  for (const gender of ['men', 'women'] as const) {
    const other = gender === 'men' ? 'women' : 'men';
    checkTable(brand, gender, tables[gender], 'us');
    for (const row of tables[gender]) {
      const twin = tables[other].find((candidate) => shared(candidate) === shared(row));
      const sizes = { [gender]: row.us, [other]: twin?.us };
      const label = [sizes.men && `M${sizes.men}`, sizes.women && `W${sizes.women}`].filter(Boolean).join(' / ');
      const result = ok(convert({ brand, gender, system: 'us', size: row.us ?? '' }));
      expect(result.printed?.usPair?.label, `${brand} ${gender} ${row.us}`).toBe(label);
      if (!twin) continue;
      for (const typed of [label.replace(/ /g, ''), `${other === 'men' ? 'M' : 'W'}${twin.us}`]) {
        const again = ok(convert({ brand, gender, system: 'us', size: typed }));
        expect(again.chartRow?.id, `${brand} ${gender} typed ${typed}`).toBe(result.chartRow?.id);
        expect(again.sizes.us?.label).toBe(row.us);
      }
    }
  }
}

describe('issue 25: every printed row answers exactly what the brand prints', () => {
  const converse = loadCsv('copies/converse-unisex.csv');

  it('Converse men: each men’s US label answers its row, with the women’s label printed beside it', () => {
    for (const row of converse) {
      const result = ok(convert({ brand: 'converse', gender: 'men', system: 'us', size: row.usMen ?? '' }));
      const where = `converse men ${row.usMen}`;
      expectCell(result, 'us', row.usMen ?? '', where);
      for (const column of ['uk', 'eu', 'jp'] as const)
        if (row[column]) expectCell(result, column, row[column] ?? '', `${where} ${column}`);
      expect(result.printed?.usPair?.women?.value, where).toBe(num(row.usWomen ?? ''));
    }
  });

  it('Converse women: each women’s US label answers its row, with that row’s men’s label', () => {
    for (const row of converse) {
      const result = ok(convert({ brand: 'converse', gender: 'women', system: 'us', size: row.usWomen ?? '' }));
      const where = `converse women ${row.usWomen}`;
      expectCell(result, 'us', row.usWomen ?? '', where);
      for (const column of ['uk', 'eu', 'jp'] as const)
        if (row[column]) expectCell(result, column, row[column] ?? '', `${where} ${column}`);
      expect(result.printed?.usPair?.men?.value, where).toBe(num(row.usMen ?? ''));
      expect(result.printed?.usPair?.label).toBe(`M${row.usMen} / W${row.usWomen}`);
    }
  });

  it('Converse: a women’s label typed on the men’s chart answers the row it is printed on, with that row’s men’s label', () => {
    for (const row of converse) {
      const result = ok(convert({ brand: 'converse', gender: 'men', system: 'us', size: `W${row.usWomen}` }));
      expect(result.sizes.us?.value, `W${row.usWomen}`).toBe(num(row.usMen ?? ''));
      expect(result.chartRow?.id).toBe(`converse-men-us-${row.usMen}`);
      const typedPair = ok(convert({ brand: 'converse', gender: 'women', system: 'us', size: `M${row.usMen}/W${row.usWomen}` }));
      expect(typedPair.sizes.us?.value).toBe(num(row.usWomen ?? ''));
      expect(typedPair.input).toEqual({ system: 'us', size: { value: num(row.usWomen ?? ''), label: row.usWomen } });
    }
  });

  it('Birkenstock: every EU size answers its printed foot length and US range, in both widths', () => {
    for (const gender of ['women', 'men'] as const) {
      const rows = loadCsv(`copies/birkenstock-${gender}.csv`);
      checkTable('birkenstock', gender, rows, 'eu');
      checkTable('birkenstock', gender, rows, 'eu', (eu) => `${eu} narrow`);
      for (const row of rows) {
        const narrow = ok(convert({ brand: 'birkenstock', gender, system: 'eu', size: `${row.eu} narrow` }));
        expect(narrow.printed?.fit).toEqual({ width: 'narrow', widths: ['regular', 'narrow'] });
      }
    }
  });

  it('Birkenstock kids: every EU size answers its UK size and US range, and every UK size its own row', () => {
    const rows = loadCsv('copies/birkenstock-kids.csv');
    checkTable('birkenstock', 'kids', rows, 'eu');
    checkTable('birkenstock', 'kids', rows, 'uk');
    // Sizes past the restart are big-kid sizes: UK 1 and US 2-2.5 are on the row of EU 33.
    const past = ok(convert({ brand: 'birkenstock', gender: 'kids', system: 'eu', size: '33' }));
    expect([past.sizes.uk?.scale, past.sizes.us?.scale]).toEqual(['adult', 'Y']);
  });

  it('Salomon: every EU size in thirds answers its own row, typed as “42 2/3”, “42.67” or “42⅔”, in both genders', () => {
    const glyphs: Record<string, string> = { '1/3': '⅓', '2/3': '⅔', '1/2': '½' };
    for (const gender of ['men', 'women'] as const) {
      const rows = loadCsv(`brands/salomon-${gender}.csv`);
      checkTable('salomon', gender, rows, 'eu');
      checkTable('salomon', gender, rows, 'eu', (eu) => num(eu).toFixed(2));
      // The page's note tells comma-decimal readers they can type “42,67”.
      checkTable('salomon', gender, rows, 'eu', (eu) => num(eu).toFixed(2).replace('.', ','));
      checkTable('salomon', gender, rows, 'eu', (eu) => eu.replace(/ (\d\/\d)$/, (_, f: string) => glyphs[f] ?? f));
      for (const primary of ['uk', 'us'] as const) checkTable('salomon', gender, rows, primary);
    }
  });

  it('Skechers: every US size answers its UK and EU', () => {
    for (const gender of ['men', 'women'] as const) checkTable('skechers', gender, loadCsv(`copies/skechers-${gender}.csv`), 'us');
  });

  it('New Balance: every US size answers its UK, EU and CM label, and every UK and EU size its own row', () => {
    for (const gender of ['men', 'women'] as const) {
      const rows = loadCsv(`brands/new-balance-${gender}.csv`);
      for (const primary of ['us', 'uk', 'eu'] as const) checkTable('new-balance', gender, rows, primary);
    }
  });

  it('Crocs: every printed size answers its UK and EU range and its combined “M… / W…” label', () => {
    checkPairs('crocs', (row) => row.eu ?? '');
  });

  it('Vans: a women’s US label answers the row it is printed on, with that row’s men’s label, and the other way round', () => {
    checkPairs('vans', (row) => `${row.uk} ${row.eu} ${row.jp}`);
  });

  it('On: every US size answers its UK, EU and JP label, and every UK and EU size its own row', () => {
    for (const gender of ['men', 'women'] as const)
      for (const primary of ['us', 'uk', 'eu'] as const) checkTable('on', gender, loadCsv(`brands/on-${gender}.csv`), primary);
  });

  it('On: the chart names the product page whose chart prints other UK and EU labels', () => {
    expect(brandCharts.on.men?.source.also.map((source) => source.id)).toEqual(['ON-CM3']);
    expect(brandCharts.on.men?.note).toMatch(/Cloudmonster 3/);
  });

  it('Reebok: every US size answers the foot length Reebok prints for it, and every foot length its own size', () => {
    for (const gender of ['men', 'women'] as const) {
      const rows = loadCsv(`brands/reebok-${gender}.csv`);
      checkTable('reebok', gender, rows, 'us');
      for (const row of rows) {
        const result = ok(convert({ brand: 'reebok', gender, footMm: num(row.cm ?? '') * 10 }));
        expect(result.sizes.us?.label, `reebok ${gender} ${row.cm} cm`).toBe(row.us);
      }
    }
  });

  it('HOKA, Brooks and Saucony (men’s tables only): every US size answers its UK, EU and CM label, and every UK and EU size its own row', () => {
    for (const brand of ['hoka', 'brooks', 'saucony'] as const) {
      const rows = loadCsv(`brands/${brand}-men.csv`);
      for (const primary of ['us', 'uk', 'eu'] as const) checkTable(brand, 'men', rows, primary);
    }
    // HOKA's EU thirds read the same typed as a decimal.
    checkTable('hoka', 'men', loadCsv('brands/hoka-men.csv'), 'eu', (eu) => num(eu).toFixed(2));
  });

  it('has a fixture for every chart of issue 25’s brands', () => {
    const charts = issue25Brands.flatMap((brand) => Object.keys(brandCharts[brand]).map((gender) => `${brand}-${gender}`));
    expect(charts.sort()).toEqual(
      [
        'birkenstock-kids',
        'birkenstock-men',
        'birkenstock-women',
        'brooks-men',
        'converse-kids',
        'converse-men',
        'converse-women',
        'crocs-men',
        'crocs-women',
        'hoka-men',
        'new-balance-men',
        'new-balance-women',
        'on-men',
        'on-women',
        'reebok-men',
        'reebok-women',
        'salomon-men',
        'salomon-women',
        'saucony-men',
        'skechers-men',
        'skechers-women',
        'vans-men',
        'vans-women',
      ].sort(),
    );
    expect(issue25Brands).toHaveLength(12);
    expect(brandSlugs).toHaveLength(13 + 12);
  });

  it('puts every brand with a chart on the site', () => {
    for (const brand of issue25Brands) expect(isKnownPagePath(`/brand/${brand}`), brand).toBe(true);
    expect(isKnownPagePath('/brand/nike')).toBe(true);
  });

  it('gives a page table the unisex pairs and the widths of each row', () => {
    const converse = chartRows({ gender: 'women', brand: 'converse' });
    if (!converse.ok) throw new Error(JSON.stringify(converse));
    expect(converse.rows.map((row) => row.printed?.usPair?.label)).toEqual(
      loadCsv('copies/converse-unisex.csv').map((row) => `M${row.usMen} / W${row.usWomen}`),
    );
    const birkenstock = chartRows({ gender: 'men', brand: 'birkenstock' });
    if (!birkenstock.ok) throw new Error(JSON.stringify(birkenstock));
    expect(birkenstock.rows.every((row) => row.printed?.fit?.widths.join() === 'regular,narrow')).toBe(true);
    const nike = chartRows({ gender: 'men', brand: 'nike' });
    if (!nike.ok) throw new Error(JSON.stringify(nike));
    expect(nike.rows.some((row) => row.printed)).toBe(false);
  });
});

describe('label kinds', () => {
  it('reads unisex, combined and width labels and keeps thirds', () => {
    expect(parseSize('M9/W11')).toEqual({ ok: true, size: { value: 9, usPair: { men: 9, women: 11 } } });
    expect(parseSize('m 9 / w 11')).toEqual({ ok: true, size: { value: 9, usPair: { men: 9, women: 11 } } });
    expect(parseSize('W11')).toEqual({ ok: true, size: { value: 11, usPair: { women: 11 } } });
    expect(parseSize('M10.5')).toEqual({ ok: true, size: { value: 10.5, usPair: { men: 10.5 } } });
    expect(parseSize('43 narrow')).toEqual({ ok: true, size: { value: 43, width: 'narrow' } });
    expect(parseSize('43 Regular')).toEqual({ ok: true, size: { value: 43, width: 'regular' } });
    for (const third of ['42 2/3', '42⅔']) expect(parseSize(third)).toEqual({ ok: true, size: { value: 42 + 2 / 3 } });
  });

  it('rejects label kinds that name no size, with the reason', () => {
    for (const text of ['M', 'W', 'MW', '43 wide', 'M9 narrow', 'W10C']) expect(parseSize(text).ok, text).toBe(false);
  });

  it('reads an own-gender label on a chart without pairs, and refuses a pair or the other gender there', () => {
    const plain = ok(convert({ brand: 'nike', gender: 'women', system: 'us', size: '9' }));
    expect(ok(convert({ brand: 'nike', gender: 'women', system: 'us', size: 'W9' })).sizes).toEqual(plain.sizes);
    expect(ok(convert({ gender: 'men', system: 'us', size: 'M9' })).sizes.us?.label).toBe('9');
    for (const size of ['M9/W10.5', 'M7.5'])
      expect(convert({ brand: 'nike', gender: 'women', system: 'us', size })).toMatchObject({ ok: false, error: 'malformed-size' });
    expect(convert({ brand: 'converse', gender: 'men', system: 'eu', size: 'M9' })).toMatchObject({ ok: false, error: 'malformed-size' });
  });

  it('answers a pair the unisex chart does not print with the pairs it does', () => {
    const outcome = convert({ brand: 'converse', gender: 'men', system: 'us', size: 'M9/W10' });
    expect(outcome).toMatchObject({ ok: false, error: 'not-on-chart' });
    if (!outcome.ok && outcome.error === 'not-on-chart') expect(outcome.allowed).toContain('M9 / W11');
  });

  it('accepts a width only where the brand makes it', () => {
    expect(convert({ brand: 'nike', gender: 'men', system: 'eu', size: '43 narrow' })).toMatchObject({
      ok: false,
      error: 'malformed-size',
    });
    expect(convert({ gender: 'men', system: 'eu', size: '43 narrow' })).toMatchObject({ ok: false, error: 'malformed-size' });
  });

  it('Birkenstock answers a regular and a narrow fit for one foot length', () => {
    const result = ok(convert({ brand: 'birkenstock', gender: 'women', footMm: 262 }));
    expect(result.sizes.eu?.label).toBe('40');
    expect(result.printed?.fit).toEqual({ width: null, widths: ['regular', 'narrow'] });
    // A size in a system Birkenstock does not print is read by foot length, and keeps the width asked for.
    const viaUk = ok(convert({ brand: 'birkenstock', gender: 'women', system: 'uk', size: '6.5 narrow' }));
    expect(viaUk.printed?.fit?.width).toBe('narrow');
    const there = brandToBrand({
      from: { brand: 'nike', gender: 'women', system: 'us', size: '9' },
      to: { brand: 'birkenstock', system: 'eu' },
    });
    if (!there.ok) throw new Error(JSON.stringify(there));
    expect(there.to.best.printed?.fit?.widths).toEqual(['regular', 'narrow']);
  });

  it('brand to brand answers a unisex target with its row’s combined label', () => {
    const there = brandToBrand({
      from: { brand: 'nike', gender: 'women', system: 'us', size: '11' },
      to: { brand: 'converse', system: 'us' },
    });
    if (!there.ok) throw new Error(JSON.stringify(there));
    expect(there.to.best.size.label).toBe('11');
    expect(there.to.best.printed?.usPair?.label).toBe('M9 / W11');
  });
});

describe('issue 25: a label both brands print answers itself', () => {
  const all = Object.values(brandCharts).flatMap((byGender) => Object.values(byGender));
  const labelSystems: SystemId[] = ['us', 'uk', 'eu'];

  it('in both directions, between every chart brand and every other chart of its gender', () => {
    const wrong: string[] = [];
    // brandToBrand is convert + brandToBrandFrom: each printed label is converted once, as brandToBrand
    // converts it, and read in every other chart, so the check grows with the pairs, not with conversions.
    const converted = new Map<string, ReturnType<typeof convert>>();
    const source = (chart: (typeof all)[number], system: SystemId, label: string) => {
      const key = `${chart.brand} ${chart.gender} ${system} ${label}`;
      if (!converted.has(key))
        converted.set(key, convert({ brand: chart.brand, gender: chart.gender, system, size: label }, { alternatives: false }));
      return converted.get(key)!;
    };
    // Each unordered pair once: both directions are checked below.
    for (const [i, a] of all.entries()) {
      for (const b of all.filter((chart, j) => j > i && chart.gender === a.gender && chart.brand !== a.brand)) {
        for (const system of labelSystems.filter((s) => a.columns.includes(s as never) && b.columns.includes(s as never))) {
          const once = (chart: typeof a, label: string) =>
            chart.rows.filter((row) => row.sizes[system as 'us']?.label === label).length === 1;
          const shared = a.rows
            .map((row) => row.sizes[system as 'us'])
            .filter((size) => size && size.upTo === undefined && once(a, size.label) && once(b, size.label));
          for (const size of shared) {
            for (const [from, to] of [
              [a, b],
              [b, a],
            ] as const) {
              const asked = source(from, system, size?.label ?? '');
              const there = asked.ok ? brandToBrandFrom(asked, { brand: to.brand, system }) : asked;
              const got = there.ok ? there.to.best.size.label : there.error;
              if (got !== size?.label) wrong.push(`${from.brand} ${from.gender} ${system} ${size?.label} → ${to.brand}: ${got}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(converted.size).toBeGreaterThan(0);
  }, 120_000);

  it('reads a label through a converted source exactly as brandToBrand does', () => {
    // The check above leans on this: the same answer, field for field, for a sample of pairs and labels.
    for (const [from, to, system, size] of [
      ['nike', 'adidas', 'us', '9'],
      ['hoka', 'salomon', 'eu', '42 2/3'],
      ['converse', 'vans', 'us', '9'],
      ['crocs', 'brooks', 'us', '10'],
    ] as const) {
      const direct = brandToBrand({ from: { brand: from, gender: 'men', system, size }, to: { brand: to, system } });
      const asked = convert({ brand: from, gender: 'men', system, size }, { alternatives: false });
      if (!asked.ok) throw new Error(JSON.stringify(asked));
      expect(brandToBrandFrom(asked, { brand: to, system }), `${from} → ${to}`).toEqual(direct);
    }
  });
});
