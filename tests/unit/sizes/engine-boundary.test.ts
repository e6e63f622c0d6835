import { describe, expect, it } from 'vitest';

// That the engine imports nothing outside lib/sizes is an ESLint rule (eslint/boundaries.mjs).
describe('the size engine boundary', () => {
  it('owns the brand and country slugs the page catalogue uses', async () => {
    const engine = await import('@/lib/sizes/charts/slugs');
    const catalogue = await import('@/lib/page-catalogue');
    expect(catalogue.brandSlugs).toBe(engine.brandSlugs);
    expect(catalogue.countrySlugs).toBe(engine.countrySlugs);
  });
});
