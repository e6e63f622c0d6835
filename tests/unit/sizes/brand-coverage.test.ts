import { describe, expect, it } from 'vitest';
import { GET as convertGet } from '@/app/api/convert/route';
import { GET as brandToBrandGet } from '@/app/api/brand-to-brand/route';
import { brandToBrandSources } from '@/lib/converter/page-setup';
import { sourceOptions } from '@/lib/converter/brand-to-brand-ask';
import { brandSlugs } from '@/lib/page-catalogue';
import { brandChartCoverage, brandCharts, genders, missingChartReason } from '@/lib/sizes';
import type { BrandSlug } from '@/lib/sizes/charts/slugs';

/**
 * Issue 25: a chart a brand prints that the site could not verify is said to be missing on the
 * brand's page (tests/unit/components/brand-chart-coverage.test.tsx) and is never presented as the
 * brand's chart: not in the engine, not in the brand-to-brand box, not in the API.
 */

const issue25Brands: readonly BrandSlug[] = brandSlugs.slice(brandSlugs.indexOf('converse'));

/** Every (brand, gender) the site says it does not hold. */
const declaredMissing = brandSlugs.flatMap((brand) =>
  genders.flatMap((gender) => (missingChartReason(brand, gender) ? [{ brand, gender }] : [])),
);

describe('the charts a brand page holds and those it does not', () => {
  it('accounts for the men’s, women’s and children’s chart of each of issue 25’s brands: held, or said to be missing', () => {
    expect(issue25Brands).toHaveLength(12);
    for (const brand of issue25Brands) {
      for (const gender of genders) {
        const held = brandCharts[brand][gender] !== undefined;
        const missing = missingChartReason(brand, gender) !== null;
        expect(held || missing, `${brand} ${gender}`).toBe(true);
      }
    }
    // The charts the last searches could not find (HOKA, Brooks, Saucony women's; kids' everywhere but Birkenstock and Converse).
    expect(declaredMissing.filter((entry) => entry.gender === 'women').map((entry) => entry.brand)).toEqual(['hoka', 'brooks', 'saucony']);
    expect(declaredMissing.filter((entry) => entry.gender === 'kids')).toHaveLength(10);
  });

  it('never holds a chart it says is missing, so an added chart must drop its “missing” entry', () => {
    for (const { brand, gender } of declaredMissing) expect(brandCharts[brand][gender], `${brand} ${gender}`).toBeUndefined();
  });

  it('lists the held charts with their trust and the missing ones with their reason, in men, women, kids order', () => {
    expect(brandChartCoverage('hoka')).toEqual([
      { gender: 'men', held: true, confidence: 'secondary' },
      { gender: 'women', held: false, reason: 'notFound' },
      { gender: 'kids', held: false, reason: 'notFound' },
    ]);
    expect(brandChartCoverage('skechers')[0]).toEqual({ gender: 'men', held: true, confidence: 'unverified' });
    // Nothing missing, nothing to say.
    expect(brandChartCoverage('birkenstock')).toEqual([]);
    expect(brandChartCoverage('converse')).toEqual([]);
  });

  it('never offers a missing chart in the brand-to-brand box', () => {
    const options = sourceOptions(brandToBrandSources());
    for (const { brand, gender } of declaredMissing) {
      const option = options.find((entry) => entry.slug === brand);
      expect(option, brand).toBeDefined();
      expect(option?.systems[gender], `${brand} ${gender}`).toBeUndefined();
    }
  });

  it('answers a missing chart in the API with a 400 that says why and names the standard conversion as not the brand’s', async () => {
    for (const { brand, gender } of declaredMissing) {
      const size = gender === 'kids' ? '10C' : '9';
      const response = await convertGet(new Request(`http://localhost/api/convert?brand=${brand}&gender=${gender}&system=us&size=${size}`));
      const body = (await response.json()) as { error: { code: string; message: string; missingChart?: string } };
      expect(response.status, `${brand} ${gender}`).toBe(400);
      expect(body.error.missingChart, `${brand} ${gender}`).toBe(missingChartReason(brand, gender));
      expect(body.error.message).toContain('not the brand’s chart');
    }
    const across = await brandToBrandGet(
      new Request('http://localhost/api/brand-to-brand?gender=women&fromBrand=hoka&system=us&size=9&toBrand=nike&toSystem=us'),
    );
    expect(across.status).toBe(400);
    expect(((await across.json()) as { error: { missingChart?: string } }).error.missingChart).toBe('notFound');
  });
});
