import { describe, expect, it } from 'vitest';
import { loadCsv, researchTable } from './reference-data';

describe('reference data loader', () => {
  it('finds the CSV files and the inline RESEARCH.md tables the engine tests rely on', () => {
    expect(loadCsv('brand_nike_men.csv').length).toBeGreaterThan(20);
    expect(researchTable('jp_cm,us_women,uk,eu').length).toBeGreaterThan(10);
    expect(researchTable('eu,mexico').length).toBe(11);
  });
});
