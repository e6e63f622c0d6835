import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/brand-to-brand/route';
import { loadCsv, num } from '../sizes/reference-data';

type ErrorBody = { code: string; message: string; [detail: string]: unknown };

async function call(query: string): Promise<{ status: number; body: Record<string, unknown>; error: ErrorBody; headers: Headers }> {
  const response = await GET(new Request(`http://localhost/api/brand-to-brand?${query}`));
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, error: body.error as ErrorBody, headers: response.headers };
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
    expect(brand.error).toMatchObject({
      code: 'invalidInput',
      parameter: 'fromBrand',
      allowed: expect.arrayContaining(['nike', 'adidas']),
    });
    const target = await call('gender=men&fromBrand=nike&system=us&size=9&toBrand=alegria&toSystem=eu');
    expect(target.status).toBe(400);
    expect(target.error).toMatchObject({ code: 'unknownGender', allowed: ['women'] });
    expect(target.error.message).toContain('alegria');
    const missing = await call('gender=men&fromBrand=nike&size=9&toBrand=adidas&toSystem=us');
    expect(missing.status).toBe(400);
    expect(missing.error.parameter).toBe('system');
  });

  it('answers 422 with the range for a source size beyond its chart', async () => {
    const { status, error } = await call('gender=men&fromBrand=nike&system=us&size=30&toBrand=adidas&toSystem=us');
    expect(status).toBe(422);
    expect(error).toMatchObject({ code: 'outOfRange', range: { system: 'us' } });
    expect(error.message).toContain('nike');
  });

  it.each([
    ['a conversion', 'gender=men&fromBrand=nike&system=us&size=9&toBrand=adidas&toSystem=us', 200],
    ['a bad parameter', 'gender=men&fromBrand=fila&system=us&size=9&toBrand=adidas&toSystem=us', 400],
    ['a size beyond the chart', 'gender=men&fromBrand=nike&system=us&size=30&toBrand=adidas&toSystem=us', 422],
  ])('gives %s the CORS header and UTF-8 JSON', async (_name, query, status) => {
    const { status: actual, headers } = await call(query);
    expect(actual).toBe(status);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  describe('unexpected failures', () => {
    afterEach(() => vi.restoreAllMocks());

    it('answers 500 in the one error shape, uncached, with the CORS header', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await GET({ url: 'not a url' } as unknown as Request);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: { code: 'generic', message: expect.any(String) } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(log).toHaveBeenCalled();
    });
  });
});
