import { describe, expect, it, vi } from 'vitest';

const { built } = vi.hoisted(() => ({ built: [] as string[] }));

vi.mock('@/lib/sizes/charts/brand-chart', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/sizes/charts/brand-chart')>();
  return {
    ...actual,
    buildBrandChart: (spec: Parameters<typeof actual.buildBrandChart>[0]) => {
      built.push(spec.gender);
      return actual.buildBrandChart(spec);
    },
  };
});

describe('the standard tables', () => {
  it('are built one gender at a time, on first use, and once', async () => {
    const { standardCharts } = await import('@/lib/sizes/model/standard');
    expect(built).toEqual([]);
    const men = standardCharts.men;
    expect(standardCharts.men).toBe(men);
    expect(built).toEqual(['men']);
    expect(men.rows.length).toBeGreaterThan(30);
    expect(standardCharts.kids.gender).toBe('kids');
    expect(built).toEqual(['men', 'kids']);
  });
});
