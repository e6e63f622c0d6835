import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/admin/export/csv';

const body = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('toCsv', () => {
  it('prefixes every cell a spreadsheet would run as a formula with an apostrophe', () => {
    const cells = ['=SUM(A1)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'];
    const [, row] = body(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [cells]));
    expect(row).toBe(`"'=SUM(A1)","'+1+1","'-2+3","'@cmd","'\t=1","'\r=1"`);
  });

  it('leaves ordinary cells alone, quotes every field, doubles quotes and keeps line breaks inside the field', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Zoë "Z"', 'a=b\nsecond line'],
        [null, ''],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(body(csv)).toEqual(['"name","note"', '"Zoë ""Z""","a=b\nsecond line"', '"",""', '']);
  });
});
