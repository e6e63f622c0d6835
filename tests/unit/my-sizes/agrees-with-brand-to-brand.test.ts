import { describe, expect, it } from 'vitest';
import { brandCharts, brandToBrand, convert, genders } from '@/lib/sizes';
import { brandSlugs } from '@/lib/sizes/charts/slugs';
import { sizeHere } from '@/lib/my-sizes/size-here';
import { sizesEverywhere } from '@/lib/my-sizes/sizes-everywhere';

describe('my sizes agrees with the brand-to-brand box', () => {
  it('reads a saved fit in every other brand as brand-to-brand does, for every pair of brands and every printed row', () => {
    let compared = 0;
    for (const gender of genders) {
      const brands = brandSlugs.filter((brand) => brandCharts[brand][gender]);
      for (const source of brands) {
        const chart = brandCharts[source][gender];
        if (!chart) continue;
        for (const row of chart.rows) {
          const label = row.sizes[chart.primary]?.label;
          if (!label) continue;
          const fit = { brand: source, system: chart.primary, size: label };
          const profile = { gender, footLengthMm: Math.round(row.footMm), fit };
          // A label two rows print (Clarks kids' UK 1, child and adult) cannot be saved as a fit: the box asks which.
          if (!convert({ gender, brand: source, system: chart.primary, size: label }, { alternatives: false }).ok) continue;
          // The whole my-sizes table once per source brand: it reads every system of every brand.
          const everywhere = row === chart.rows[Math.floor(chart.rows.length / 2)] ? sizesEverywhere(profile) : null;
          for (const target of brands) {
            if (target === source) continue;
            const system = brandCharts[target][gender]?.primary;
            if (!system) continue;
            const box = brandToBrand({
              from: { brand: source, gender, system: chart.primary, size: label },
              to: { brand: target, system },
            });
            const expected = box.ok ? box.to.best.size.label : undefined;
            const what = `${gender} ${source} ${chart.primary} ${label} → ${target} ${system}`;
            const here = sizeHere(profile, `brand-${target}`);
            expect(here?.sizes.find((size) => size.system === system)?.label, `${what} (your size here)`).toBe(expected);
            if (everywhere) {
              expect(everywhere.rows.find((r) => r.brand === target)?.sizes[system]?.label, `${what} (my sizes)`).toBe(expected);
              for (const [id, cell] of Object.entries(everywhere.rows.find((r) => r.brand === target)?.sizes ?? {})) {
                const answer = brandToBrand({
                  from: { brand: source, gender, system: chart.primary, size: label },
                  to: { brand: target, system: id },
                });
                expect(cell.label, `${what}, my sizes in ${id}`).toBe(answer.ok ? answer.to.best.size.label : undefined);
              }
            }
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);

  it('answers the issue’s case: Nike US 9 fits and the foot is 265 mm, so ASICS says US 9, as the box does', () => {
    const profile = { gender: 'men' as const, footLengthMm: 265, fit: { brand: 'nike' as const, system: 'us', size: '9' } };
    expect(sizeHere(profile, 'brand-asics')?.sizes.find((size) => size.system === 'us')?.label).toBe('9');
    expect(sizeHere(profile, 'brand-asics')?.basis).toBe('viaFit');
  });
});
