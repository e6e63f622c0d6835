import { describe, expect, it } from 'vitest';
import { loadCsv } from './reference-data';

describe('reference data loader', () => {
  it('finds the CSV files and the research tables the engine tests rely on', () => {
    expect(loadCsv('brand_nike_men.csv').length).toBeGreaterThan(20);
    expect(loadCsv('research/japan-jis-women.csv').length).toBeGreaterThan(10);
    expect(loadCsv('research/mexico-legacy.csv').length).toBe(11);
  });
});
