import { describe, expect, it } from 'vitest';
import { GET as convertGet } from '@/app/api/convert/route';
import { GET as brandToBrandGet } from '@/app/api/brand-to-brand/route';

/** Issue 25: the public API accepts the brands whose pages are live and answers in their label kinds. */

type ApiSize = { label: string; value: number; origin?: string };
type Printed = {
  usPair?: { label: string };
  fit?: { width: string | null; widths: string[] };
  sizeToBuy?: Array<{ style: string; size: { label: string } | null }>;
};
type Answer = {
  error?: string;
  sizes: Record<string, ApiSize>;
  printed?: Printed;
  footLengthMm: { min: number; max: number };
  from: { brand: string };
  to: { best: ApiSize & { printed?: Printed } };
};

async function json(get: (request: Request) => Promise<Response>, path: string, query: string) {
  const response = await get(new Request(`http://localhost/api/${path}?${query}`));
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('the conversion API with label kinds', () => {
  it('answers a Converse women’s label typed on the men’s chart with the row’s men’s size and its combined label', async () => {
    const { status, body } = await json(convertGet, 'convert', 'brand=converse&gender=men&system=us&size=W11');
    expect(status).toBe(200);
    expect(body.sizes.us).toMatchObject({ label: '9', origin: 'chart' });
    expect(body.printed).toEqual({
      usPair: { label: 'M9 / W11', men: { label: '9', value: 9 }, women: { label: '11', value: 11 } },
    });
  });

  it('answers a Birkenstock width with both widths and the printed foot length', async () => {
    const { status, body } = await json(
      convertGet,
      'convert',
      `brand=birkenstock&gender=women&system=eu&size=${encodeURIComponent('40 narrow')}`,
    );
    expect(status).toBe(200);
    expect(body.printed).toEqual({ fit: { width: 'narrow', widths: ['regular', 'narrow'] } });
    expect(body.sizes.cm).toEqual({ label: '26', value: 26, origin: 'chart' });
    expect(body.sizes.us).toMatchObject({ label: '9-9.5', origin: 'chart' });
  });

  it('brand to brand names a unisex target’s combined label, and takes the new brands on either side', async () => {
    const { status, body } = await json(
      brandToBrandGet,
      'brand-to-brand',
      'gender=women&fromBrand=skechers&system=us&size=11&toBrand=converse&toSystem=us',
    );
    expect(status).toBe(200);
    expect(body.to.best).toMatchObject({ label: '11', printed: { usPair: { label: 'M9 / W11' } } });
    const back = await json(
      brandToBrandGet,
      'brand-to-brand',
      'gender=men&fromBrand=converse&system=us&size=9&toBrand=birkenstock&toSystem=eu',
    );
    expect(back.status).toBe(200);
    expect(back.body.from.brand).toBe('converse');
  });

  it('takes Salomon, New Balance, Vans and Crocs, each answered in the labels its chart prints', async () => {
    const salomon = await json(convertGet, 'convert', `brand=salomon&gender=men&system=eu&size=${encodeURIComponent('42 2/3')}`);
    expect(salomon.status).toBe(200);
    expect(salomon.body.sizes.us).toMatchObject({ value: 9, origin: 'chart' });
    expect(salomon.body.sizes.uk).toMatchObject({ value: 8.5, origin: 'chart' });
    const newBalance = await json(convertGet, 'convert', 'brand=new-balance&gender=men&system=us&size=9');
    expect(newBalance.status).toBe(200);
    expect(newBalance.body.sizes.jp).toMatchObject({ label: '27', origin: 'chart' });
    const vans = await json(convertGet, 'convert', 'brand=vans&gender=men&system=us&size=W9.5');
    expect(vans.status).toBe(200);
    expect(vans.body.sizes.us).toMatchObject({ label: '8', origin: 'chart' });
    expect(vans.body.printed?.usPair?.label).toBe('M8 / W9.5');
    const crocs = await json(brandToBrandGet, 'brand-to-brand', 'gender=women&fromBrand=vans&system=us&size=9.5&toBrand=crocs&toSystem=us');
    expect(crocs.status).toBe(200);
    // Vans women's 9.5 is EU 40.5, between Crocs' 39-40 (W9) and 41-42 (W10): the larger one.
    expect(crocs.body.to.best).toMatchObject({ label: '10', printed: { usPair: { label: 'M8 / W10' } } });
  });

  it('takes On (JP label, women one and a half US sizes above men) and Reebok (US and the foot length it prints)', async () => {
    const on = await json(convertGet, 'convert', 'brand=on&gender=women&system=us&size=10.5');
    expect(on.status).toBe(200);
    expect(on.body.sizes.uk).toMatchObject({ label: '8.5', origin: 'chart' });
    expect(on.body.sizes.eu).toMatchObject({ label: '42.5', origin: 'chart' });
    expect(on.body.sizes.jp).toMatchObject({ label: '27', origin: 'chart' });
    const reebok = await json(convertGet, 'convert', 'brand=reebok&gender=men&system=us&size=9');
    expect(reebok.status).toBe(200);
    // The foot length Reebok prints for US 9, within the span the row covers.
    expect(reebok.body.footLengthMm.min).toBeLessThanOrEqual(262);
    expect(reebok.body.footLengthMm.max).toBeGreaterThanOrEqual(262);
    expect(reebok.body.sizes.cm).toMatchObject({ value: 26.2, origin: 'chart' });
    const there = await json(brandToBrandGet, 'brand-to-brand', 'gender=men&fromBrand=on&system=us&size=9&toBrand=reebok&toSystem=us');
    expect(there.status).toBe(200);
    expect(there.body.from.brand).toBe('on');
    expect(there.body.to.best.label).toBe('9');
  });

  it('takes HOKA (EU in thirds, CM label), Brooks and Saucony, men’s only, and turns away a women’s size for them', async () => {
    const hoka = await json(convertGet, 'convert', 'brand=hoka&gender=men&system=us&size=9');
    expect(hoka.status).toBe(200);
    expect(hoka.body.sizes.eu).toMatchObject({ label: '42 2/3', origin: 'chart' });
    expect(hoka.body.sizes.jp).toMatchObject({ label: '27', origin: 'chart' });
    const brooks = await json(convertGet, 'convert', 'brand=brooks&gender=men&system=eu&size=42.5');
    expect(brooks.status).toBe(200);
    expect(brooks.body.sizes.us).toMatchObject({ label: '9', origin: 'chart' });
    expect(brooks.body.sizes.uk).toMatchObject({ label: '8', origin: 'chart' });
    const saucony = await json(convertGet, 'convert', 'brand=saucony&gender=men&system=us&size=9');
    expect(saucony.status).toBe(200);
    expect(saucony.body.sizes.jp).toMatchObject({ label: '27.5', origin: 'chart' });
    // HOKA's EU 42 2/3 is about EU 42.5, so Saucony's and Brooks' EU 42.5 row (US 9) answers it.
    const there = await json(
      brandToBrandGet,
      'brand-to-brand',
      `gender=men&fromBrand=hoka&system=eu&size=${encodeURIComponent('42 2/3')}&toBrand=saucony&toSystem=us`,
    );
    expect(there.status).toBe(200);
    expect(there.body.to.best.label).toBe('9');
    for (const brand of ['hoka', 'brooks', 'saucony']) {
      const women = await json(convertGet, 'convert', `brand=${brand}&gender=women&system=us&size=9`);
      expect(women.status, brand).toBe(400);
      expect(women.body.error, brand).toBeTruthy();
    }
  });

  it('answers Converse’s babies’ and toddlers’ sizes with the size to buy per line of shoes, in both endpoints', async () => {
    const { status, body } = await json(convertGet, 'convert', 'brand=converse&gender=kids&system=us&size=2.5C');
    expect(status).toBe(200);
    expect(body.sizes.us).toMatchObject({ label: '2.5C', origin: 'chart' });
    expect(body.printed).toEqual({
      sizeToBuy: [
        { style: 'chuckTaylorAllStar', size: { label: '2C', value: 2, scale: 'C' } },
        { style: 'otherStyles', size: { label: '2C', value: 2, scale: 'C' } },
      ],
    });
    const smallest = await json(convertGet, 'convert', 'brand=converse&gender=kids&system=us&size=1C');
    expect(smallest.body.printed?.sizeToBuy?.[0]).toEqual({ style: 'chuckTaylorAllStar', size: null });
    const there = await json(
      brandToBrandGet,
      'brand-to-brand',
      'gender=kids&fromBrand=nike&system=us&size=7C&toBrand=converse&toSystem=us',
    );
    expect(there.status).toBe(200);
    expect(there.body.to.best.printed?.sizeToBuy?.map((buy) => buy.size?.label)).toEqual(['7C', '7C']);
  });
});
