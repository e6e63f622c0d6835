import { describe, expect, it } from 'vitest';
import { chartRows, convert, type ConvertResult } from '@/lib/sizes';

function ok(outcome: ReturnType<typeof convert>): ConvertResult {
  if (!outcome.ok) throw new Error(`expected a conversion, got ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('JP, KR and CN state what they are', () => {
  it('answers JP, KR and CN alike on the generic pages, as the foot length, for every foot from 200 to 320 mm', () => {
    for (let footMm = 200; footMm <= 320; footMm += 1) {
      for (const gender of ['men', 'women'] as const) {
        const result = ok(convert({ gender, footMm }));
        const { jp, kr, cn, mondopoint } = result.sizes;
        const what = `${gender} ${footMm} mm`;
        expect([(jp?.value ?? 0) * 10, cn?.value, mondopoint?.value], what).toEqual([kr?.value, kr?.value, kr?.value]);
        expect(Math.abs((kr?.value ?? 0) - footMm), what).toBeLessThanOrEqual(2.5);
        expect(result.meanings, what).toEqual({ jp: 'footLength', kr: 'footLength', cn: 'footLength' });
      }
    }
  }, 20_000);

  it('keeps JP beside KR for a size too: men’s US 9 is a 262 mm foot, JP 26 and KR 260', () => {
    const result = ok(convert({ gender: 'men', system: 'us', size: '9' }));
    expect([result.sizes.jp?.label, result.sizes.kr?.label, result.sizes.cn?.label]).toEqual(['26', '260', '260']);
    const { min, max } = result.footLengthMm;
    expect((result.sizes.jp?.value ?? 0) * 10).toBeGreaterThanOrEqual(Math.floor(min / 5) * 5);
    expect((result.sizes.jp?.value ?? 0) * 10).toBeLessThanOrEqual(max);
  });

  it('calls a brand’s printed CM/JP column a shoe label, and the foot length beside it stays the foot (Nike US 9: label 27, foot 26.2 cm)', () => {
    const nike = ok(convert({ gender: 'men', brand: 'nike', system: 'us', size: '9' }));
    expect(nike.meanings).toEqual({ jp: 'shoeLabel', kr: 'footLength', cn: 'footLength' });
    expect([nike.sizes.jp?.label, nike.sizes.cm?.label]).toEqual(['27', '26.2']);
    // SHEIN's JP column is its foot length in cm, so it is called one.
    const shein = ok(convert({ gender: 'women', brand: 'shein', system: 'us', size: '7' }));
    expect(shein.meanings.jp).toBe('footLength');
  });

  it('labels the chart columns the same way', () => {
    const japanese = chartRows({ gender: 'men', country: 'japanese' });
    const nike = chartRows({ gender: 'men', brand: 'nike' });
    if (!japanese.ok || !nike.ok) throw new Error('no chart');
    expect(japanese.meanings.jp).toBe('footLength');
    expect(nike.meanings).toEqual({ jp: 'shoeLabel' });
    // Every JP row of the Japanese page is its own foot length: KR and CN beside it say the same.
    for (const row of japanese.rows) {
      if (row.sizes.kr) expect(row.sizes.kr.value, row.id).toBe((row.sizes.jp?.value ?? 0) * 10);
    }
  });
});
