import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/brand-to-brand/route';
import { loadCsv, num } from '../sizes/reference-data';

async function call(query: string): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await GET(new Request(`http://localhost/api/brand-to-brand?${query}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

type Target = { label: string; value: number; footLengthMm: { min: number; max: number } };

describe('GET /api/brand-to-brand', () => {
  it('reads Nike men US 9 as adidas US 9, the label both print, with its origin', async () => {
    const { status, body, headers } = await call('gender=men&fromBrand=nike&system=us&size=9&toBrand=adidas&toSystem=us');
    expect(status).toBe(200);
    const to = body.to as { brand: string; best: Target; candidates: Target[]; source: { url: string } };
    expect(to.brand).toBe('adidas');
    expect(to.best.label).toBe('9');
    expect(to.candidates.map((c) => c.label)).toEqual(['9']);
    expect(to.best).toMatchObject({ origin: 'chart' });
    expect(to.source.url).toMatch(/adidas/);
    expect(body.from).toMatchObject({ brand: 'nike', system: 'us', size: '9' });
    // Both rows sit at the foot lengths the brands print.
    const adidas = num(loadCsv('brands/adidas-men.csv').find((r) => r.us === '9')?.cm ?? '') * 10;
    const nike = num(loadCsv('brands/nike-men.csv').find((r) => r.us === '9')?.cm ?? '') * 10;
    expect(body.differenceMm).toBeCloseTo(adidas - nike, 1);
    expect(headers.get('cache-control')).toMatch(/s-maxage=86400/);
  });

  it('reads a generic size in a brand when fromBrand is left out', async () => {
    const { status, body } = await call('gender=women&system=eu&size=39&toBrand=alegria&toSystem=eu');
    expect(status).toBe(200);
    expect(body.from).toMatchObject({ brand: null });
    expect((body.to as { source: { confidence: string } }).source.confidence).toBe('unverified');
  });

  it('rejects unknown values with the allowed ones, naming the side they are about', async () => {
    const brand = await call('gender=men&fromBrand=fila&system=us&size=9&toBrand=adidas&toSystem=us');
    expect(brand.status).toBe(400);
    expect(brand.body).toMatchObject({ parameter: 'fromBrand', allowed: expect.arrayContaining(['nike', 'adidas']) });
    const target = await call('gender=men&fromBrand=nike&system=us&size=9&toBrand=alegria&toSystem=eu');
    expect(target.status).toBe(400);
    expect(target.body).toMatchObject({ error: 'unknown-gender', allowed: ['women'] });
    expect(target.body.message).toContain('alegria');
    const missing = await call('gender=men&fromBrand=nike&size=9&toBrand=adidas&toSystem=us');
    expect(missing.status).toBe(400);
    expect(missing.body.parameter).toBe('system');
  });

  it('answers 422 with the range for a source size beyond its chart', async () => {
    const { status, body } = await call('gender=men&fromBrand=nike&system=us&size=30&toBrand=adidas&toSystem=us');
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: 'out-of-range', range: { system: 'us' } });
    expect(body.message).toContain('nike');
  });
});
