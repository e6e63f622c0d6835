import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/convert/route';
import { brandSlugs } from '@/lib/sizes/charts/slugs';
import { systemIds } from '@/lib/sizes';
import { loadCsv, num } from '../sizes/reference-data';

type ErrorBody = { code: string; message: string; [detail: string]: unknown };

async function call(query: string): Promise<{ status: number; body: Record<string, unknown>; error: ErrorBody; headers: Headers }> {
  const response = await GET(new Request(`http://localhost/api/convert?${query}`));
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, error: body.error as ErrorBody, headers: response.headers };
}

type ApiSizes = Record<string, { label: string; value: number; scale?: string; origin: 'chart' | 'derived' }>;

describe('GET /api/convert', () => {
  describe('successful conversions', () => {
    it('answers the same question asked again, whatever the order of its parameters, with the same text', async () => {
      const first = await GET(new Request('http://localhost/api/convert?gender=women&system=eu&size=38&brand=nike'));
      const again = await GET(new Request('http://localhost/api/convert?size=38&brand=nike&system=eu&gender=women'));
      const text = await first.text();
      expect(await again.text()).toBe(text);
      expect(JSON.parse(text)).toMatchObject({ brand: 'nike', gender: 'women', input: { system: 'eu', size: '38' } });
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('converts a generic size with the documented shape, following the published tables', async () => {
      const { status, body } = await call('gender=men&system=uk&size=8');
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['brand', 'footLengthMm', 'gender', 'input', 'meanings', 'sizes', 'source', 'spread']);
      expect(body).toMatchObject({ brand: null, gender: 'men', input: { system: 'uk', size: '8' }, source: { confidence: 'secondary' } });
      // Without a brand, JP, KR and CN are the foot length, and the answer says so.
      expect(body.meanings).toEqual({ jp: 'footLength', kr: 'footLength', cn: 'footLength' });
      const sizes = body.sizes as ApiSizes;
      // Foot Locker UK prints UK 8 = US 8.5 = EU 41–42.
      const row = loadCsv('tables/footlocker-uk-men.csv').find((r) => r.uk === '8');
      expect(sizes.us).toEqual({ label: row?.us, value: num(row?.us ?? ''), origin: 'chart' });
      expect(sizes.cm?.origin).toBe('derived');
      for (const id of ['us', 'uk', 'eu', 'cm', 'jp', 'kr', 'cn', 'br', 'mx', 'au', 'mondopoint', 'in'])
        expect(sizes[id], id).toBeDefined();
      expect((body.source as { url: string }).url).toMatch(/^https:\/\//);
    });

    it('shows the spread of the published men’s and women’s tables for the foot (US 9: EU 41–42.5)', async () => {
      const { body } = await call('gender=men&system=us&size=9');
      expect((body.sizes as ApiSizes).eu).toEqual({ label: '42', value: 42, origin: 'chart' });
      expect((body.spread as Record<string, unknown>).eu).toEqual({
        min: { label: '41', value: 41 },
        max: { label: '42.5', value: 42.5 },
      });
    });

    it('gives Nike men US 9 the printed UK 8, EU 42.5 and JP 27, and the foot length Nike prints (26.2 cm)', async () => {
      const { status, body } = await call('gender=men&system=us&size=9&brand=nike');
      expect(status).toBe(200);
      const sizes = body.sizes as ApiSizes;
      const row = loadCsv('brands/nike-men.csv').find((r) => r.us === '9');
      expect(sizes.uk).toEqual({ label: row?.uk, value: num(row?.uk ?? ''), origin: 'chart' });
      expect(sizes.eu).toEqual({ label: row?.eu, value: num(row?.eu ?? ''), origin: 'chart' });
      expect(sizes.jp).toEqual({ label: row?.jp, value: num(row?.jp ?? ''), origin: 'chart' });
      expect(body.meanings).toMatchObject({ jp: 'shoeLabel', kr: 'footLength' });
      expect(sizes.cm).toEqual({ label: row?.cm, value: num(row?.cm ?? ''), origin: 'chart' });
      expect(sizes.mondopoint).toMatchObject({ value: 260, origin: 'derived' });
      expect(body).toMatchObject({
        brand: 'nike',
        source: {
          confidence: 'secondary',
          url: 'https://www.nike.com/size-fit/mens-footwear',
          checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      });
      const range = body.footLengthMm as { min: number; max: number };
      expect(range.min).toBeLessThan(262);
      expect(range.max).toBeGreaterThan(262);
    });

    it('gives adidas US 9 = UK 8.5 = EU 42 2/3 with the third as a value', async () => {
      const { body } = await call('gender=men&system=us&size=9&brand=adidas');
      const sizes = body.sizes as ApiSizes;
      expect(sizes.uk).toEqual({ label: '8.5', value: 8.5, origin: 'chart' });
      expect(sizes.eu).toEqual({ label: '42 2/3', value: 42.667, origin: 'chart' });
    });

    it('gives Shimano EU 42 = US 8.3 = UK 7.3 at the published 265 mm', async () => {
      const { body } = await call('gender=men&system=eu&size=42&brand=shimano');
      const sizes = body.sizes as ApiSizes;
      const row = loadCsv('brand_shimano.csv').find((r) => r.eu === '42');
      expect([sizes.us?.label, sizes.uk?.label]).toEqual([row?.us_shimano, row?.uk_shimano]);
      expect(sizes.mondopoint?.value).toBe(num(row?.foot_length_mm ?? ''));
    });

    it('converts a foot length in mm and echoes it', async () => {
      const { status, body } = await call('gender=women&footMm=240');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        input: { footMm: 240 },
        footLengthMm: { min: 240, max: 240 },
        sizes: { cm: { label: '24', value: 24 }, kr: { label: '240' } },
      });
    });

    it('reads a kids size with its tier and accepts a decimal comma', async () => {
      const kids = await call('gender=kids&system=us&size=10C');
      expect((kids.body.sizes as ApiSizes).us).toEqual({ label: '10C', value: 10, scale: 'C', origin: 'chart' });
      const comma = await call('gender=men&system=eu&size=42%2C5');
      expect(comma.status).toBe(200);
      expect(comma.body.input).toEqual({ system: 'eu', size: '42.5' });
    });

    it('lets shared caches keep a conversion for a day and any origin read it', async () => {
      const { headers } = await call('gender=men&system=us&size=9');
      expect(headers.get('cache-control')).toMatch(/\bpublic\b/);
      expect(headers.get('cache-control')).toMatch(/\bs-maxage=86400\b/);
      expect(headers.get('cache-control')).toMatch(/\bstale-while-revalidate=\d+/);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    });
  });

  describe('bad parameters (400, naming the allowed values)', () => {
    it('rejects an unknown or missing gender', async () => {
      for (const query of ['gender=unisex&system=us&size=9', 'system=us&size=9']) {
        const { status, body, error } = await call(query);
        expect(status).toBe(400);
        expect(Object.keys(body)).toEqual(['error']);
        expect(error).toMatchObject({ code: 'invalidInput', parameter: 'gender', allowed: ['men', 'women', 'kids'] });
        expect(error.message).toContain('men, women, kids');
      }
    });

    it('rejects an unknown system, listing every system id', async () => {
      const { status, error } = await call('gender=men&system=xx&size=9');
      expect(status).toBe(400);
      expect(error).toMatchObject({ parameter: 'system', allowed: [...systemIds] });
      expect(error.message).toContain('us, uk, eu');
    });

    it('rejects a system the gender does not have, listing the ones it has', async () => {
      const kids = await call('gender=kids&system=mx-legacy&size=5');
      expect(kids.status).toBe(400);
      expect(kids.error.code).toBe('unknownSystem');
      expect(kids.error.allowed).not.toContain('mx-legacy');
    });

    it('rejects an unknown brand, and a gender the brand has no chart for', async () => {
      const unknown = await call('gender=men&system=us&size=9&brand=fila');
      expect(unknown.status).toBe(400);
      expect(unknown.error).toMatchObject({ code: 'invalidInput', parameter: 'brand', allowed: [...brandSlugs] });
      const alegria = await call('gender=men&system=eu&size=40&brand=alegria');
      expect(alegria.status).toBe(400);
      expect(alegria.error).toMatchObject({ code: 'unknownGender', allowed: ['women'] });
      expect(alegria.error.message).toContain('alegria');
    });

    it('requires system and size, or footMm, but not both', async () => {
      const none = await call('gender=men');
      expect(none.status).toBe(400);
      expect(none.error.message).toMatch(/system and size are required/);
      const noSize = await call('gender=men&system=us');
      expect(noSize.status).toBe(400);
      expect(noSize.error.parameter).toBe('size');
      const both = await call('gender=men&system=us&size=9&footMm=265');
      expect(both.status).toBe(400);
      expect(both.error.message).toMatch(/not both/);
    });

    it('rejects a malformed size or foot length with the reason', async () => {
      for (const query of [
        'gender=men&system=us&size=nine',
        'gender=men&system=eu&size=42%207%2F8',
        'gender=men&system=us&size=',
        'gender=men&system=us&size=' + '9'.repeat(30),
      ]) {
        const { status, error } = await call(query);
        expect(status, query).toBe(400);
        expect(error.message).toMatch(/size/);
      }
      for (const footMm of ['abc', '-5', '0', 'Infinity']) {
        const { status, error } = await call(`gender=men&footMm=${footMm}`);
        expect(status, footMm).toBe(400);
        expect(error.parameter).toBe('footMm');
      }
    });
  });

  describe('sizes the chart cannot answer (422)', () => {
    it('gives the brand chart’s range for a size beyond it', async () => {
      const rows = loadCsv('brands/nike-men.csv');
      const { status, error } = await call('gender=men&system=us&size=23&brand=nike');
      expect(status).toBe(422);
      expect(error).toMatchObject({
        code: 'outOfRange',
        range: { system: 'us', minLabel: rows[0]?.us, maxLabel: rows[rows.length - 1]?.us },
      });
      expect(error.message).toContain(`from ${rows[0]?.us} to ${rows[rows.length - 1]?.us}`);
    });

    it('gives the generic range for a generic size or foot length beyond it', async () => {
      const size = await call('gender=men&system=us&size=40');
      expect(size.status).toBe(422);
      expect(size.error).toMatchObject({ code: 'outOfRange', range: { system: 'us' } });
      const foot = await call('gender=kids&footMm=400');
      expect(foot.status).toBe(422);
      expect(foot.error).toMatchObject({ range: { system: 'footMm' } });
    });

    it('lists the sizes a brand makes when the size falls between them', async () => {
      const { status, error } = await call('gender=men&system=us&size=8.5&brand=ugg');
      expect(status).toBe(422);
      const ugg = loadCsv('brand_stockx_fallback_us_eu.csv')
        .filter((r) => r.brand === 'UGG' && r.gender === 'men')
        .map((r) => r.us);
      expect(error).toMatchObject({ code: 'notOnChart', allowed: ugg, range: { minLabel: ugg[0], maxLabel: ugg[ugg.length - 1] } });
      expect(error.message).toContain(ugg.join(', '));
    });

    it('lists the candidates of an ambiguous size', async () => {
      const { status, error } = await call('gender=kids&system=uk&size=1&brand=clarks');
      expect(status).toBe(422);
      expect(error.code).toBe('ambiguousSize');
      expect((error.candidates as unknown[]).length).toBe(2);
    });
  });

  describe('headers of every answer', () => {
    it.each([
      ['a conversion', 'gender=men&system=us&size=9', 200, /\bs-maxage=86400\b/],
      ['a bad parameter', 'gender=unisex&system=us&size=9', 400, /\bs-maxage=3600\b/],
      ['a size beyond the chart', 'gender=men&system=us&size=40', 422, /\bs-maxage=3600\b/],
    ])('gives %s the CORS header, UTF-8 JSON and its cache policy', async (_name, query, status, cache) => {
      const { status: actual, headers } = await call(query);
      expect(actual).toBe(status);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('cache-control')).toMatch(cache);
    });
  });

  describe('unexpected failures', () => {
    afterEach(() => vi.restoreAllMocks());

    it('answers 500 with a generic message, no stack trace and the CORS header, and logs the cause', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const broken = { url: 'not a url' } as unknown as Request;
      const response = await GET(broken);
      expect(response.status).toBe(500);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({ error: { code: 'generic', message: expect.any(String) } });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(log).toHaveBeenCalled();
    });
  });
});
