import { describe, expect, it } from 'vitest';
import { menToWomenRows, usWomenOptions } from '@/lib/converter/men-to-women-rows';
import { chartRows, convert } from '@/lib/sizes';

describe('menToWomenRows: the men-to-women chart, built in the browser from the generic model', () => {
  const rows = menToWomenRows();

  it('offers the three US women’s conventions in the engine’s order', () => {
    expect(usWomenOptions).toEqual(['common', 'fia', 'converse']);
  });

  it('puts the US women’s size 1.5, 1 and 2 above the men’s, UK and EU shared', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const men = row.men.us?.value ?? Number.NaN;
      expect([row.usWomen.common.value, row.usWomen.fia.value, row.usWomen.converse.value]).toEqual([men + 1.5, men + 1, men + 2]);
      expect(Object.keys(row.men)).toEqual(['us', 'uk', 'eu', 'cm']);
    }
  });

  it('gives the full engine’s answers: each men’s chart row with a women’s US size under every convention', () => {
    const men = chartRows({ gender: 'men', primary: 'us', systems: ['us', 'uk', 'eu', 'cm'] });
    if (!men.ok) throw new Error('no generic men’s chart');
    const expected = men.rows.flatMap((row) => {
      const women = usWomenOptions.map((option) =>
        convert({ gender: 'women', footMm: row.footMm, convention: { generic: 'iso', usWomen: option } }),
      );
      const us = women.map((result) => (result.ok ? result.sizes.us : undefined));
      return us.every(Boolean)
        ? [{ id: row.id, men: row.sizes, usWomen: Object.fromEntries(usWomenOptions.map((option, i) => [option, us[i]])) }]
        : [];
    });
    // The women's chart ends before the men's: the largest men's sizes have no women's size.
    expect(expected.length).toBeLessThan(men.rows.length);
    expect(rows.map(({ id, men: sizes, usWomen }) => ({ id, men: sizes, usWomen }))).toEqual(expected);
  });

  it('is built once: the same rows on every call', () => {
    expect(menToWomenRows()).toBe(rows);
  });
});
