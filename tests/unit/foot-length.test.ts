import { describe, expect, it } from 'vitest';
import { parseFootLength, readFootLength } from '@/components/converter/state/foot-length';

describe('readFootLength', () => {
  it('reads centimetres with a point or a comma, and inches', () => {
    expect(readFootLength('26.5', 'cm')).toEqual({ ok: true, mm: 265, readAsMm: false });
    expect(readFootLength(' 26,5 ', 'cm')).toEqual({ ok: true, mm: 265, readAsMm: false });
    // To the whole millimetre, so that every length the page writes reads back exactly.
    expect(readFootLength('10.5', 'in')).toEqual({ ok: true, mm: 267, readAsMm: false });
    expect(readFootLength('26.45', 'cm')).toEqual({ ok: true, mm: 265, readAsMm: false });
    expect(readFootLength('0.04', 'cm')).toEqual({ ok: false, problem: 'zero' });
  });

  it('says when a centimetre number was taken as millimetres', () => {
    expect(readFootLength('265', 'cm')).toEqual({ ok: true, mm: 265, readAsMm: true });
    expect(readFootLength('99', 'cm')).toEqual({ ok: true, mm: 99, readAsMm: true });
    expect(readFootLength('49.9', 'cm')).toEqual({ ok: true, mm: 499, readAsMm: false });
  });

  it('names what is wrong: a minus sign, zero, or not a number', () => {
    expect(readFootLength('-5', 'cm')).toEqual({ ok: false, problem: 'negative' });
    expect(readFootLength('−26,5', 'in')).toEqual({ ok: false, problem: 'negative' });
    expect(readFootLength('0', 'cm')).toEqual({ ok: false, problem: 'zero' });
    expect(readFootLength('-0', 'cm')).toEqual({ ok: false, problem: 'zero' });
    for (const text of ['abc', '26.5cm', '1e3', '26..5', '--5', '12345'])
      expect(readFootLength(text, 'cm'), text).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('is no reading at all for empty text', () => {
    expect(readFootLength('  ', 'cm')).toBeNull();
    expect(parseFootLength('', 'cm')).toBeNull();
    expect(parseFootLength('-5', 'cm')).toBeNull();
    expect(parseFootLength('26', 'cm')).toBe(260);
  });
});
