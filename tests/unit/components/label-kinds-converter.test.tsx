// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import {
  brandToBrandMessagePaths,
  converterMessagePaths,
  printsLabelKinds,
  yourSizeHereMessagePaths,
} from '@/components/converter/loading/client-messages';
import { PrintedLabels } from '@/components/converter/ui/printed-labels';
import { isBrandSlug } from '@/lib/page-catalogue';
import { converterPageKeys } from '@/lib/my-sizes/page-key';
import { brandCharts } from '@/lib/sizes';
import { brandConverter } from '@/lib/converter/page-setup';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import type { Locale } from '@/lib/i18n/routing';
import { loadCsv } from '../sizes/reference-data';
import { renderWithIntl } from '../render-with-intl';

/** Issue 25's label kinds on brand pages, rendered with exactly the messages such a page ships. */
function renderBrand(slug: 'converse' | 'birkenstock', name: string, locale: Locale = 'en', messages: typeof en = en) {
  const setup = brandConverter(slug);
  const paths = [...converterMessagePaths(setup), ...brandToBrandMessagePaths];
  return renderWithIntl(<SizeConverter setup={setup} brandName={name} />, {
    locale,
    messages: pickMessagePaths(messages, paths),
    strict: true,
  });
}

const result = () => screen.getByTestId('conversion-result');
const highlighted = (gender: string) => document.querySelector(`#chart-${gender} tr[aria-current="true"]`);

describe('brand pages with label kinds', () => {
  beforeEach(() => window.history.replaceState(null, '', '/brand/x'));

  it('Converse: each chart prints the other gender’s US label on every row, as the box does', () => {
    renderBrand('converse', 'Converse');
    const rows = loadCsv('copies/converse-unisex.csv');
    for (const [gender, own, other, head] of [
      ['men', 'usMen', 'usWomen', "US women's"],
      ['women', 'usWomen', 'usMen', "US men's"],
    ] as const) {
      const table = document.querySelector(`#chart-${gender} table`) as HTMLTableElement;
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(heads).toContain(head);
      const column = heads.indexOf(head);
      const body = [...table.querySelectorAll('tbody tr')];
      expect(body).toHaveLength(rows.length);
      body.forEach((tr, i) => {
        const cells = [...tr.children].map((cell) => cell.textContent);
        expect(cells[0], `${gender} row ${i}`).toContain(rows[i]?.[own] ?? '?');
        expect(cells[column], `${gender} row ${i}`).toBe(rows[i]?.[other]);
      });
    }
  });

  it('Converse: a women’s label in a shared link picks the men’s row it is printed on and answers with the combined label', () => {
    window.history.replaceState(null, '', '/brand/converse?gender=men&system=us&size=W11');
    renderBrand('converse', 'Converse');
    expect(highlighted('men')?.id).toBe('converse-men-us-9');
    expect((screen.getAllByRole('combobox').find((box) => box.getAttribute('name') === 'size') as HTMLSelectElement).value).toBe('9');
    expect(within(result()).getByTestId('printed-pair').textContent).toBe('Printed label: M9 / W11');
  });

  it('Birkenstock: the chart names both widths and prints the foot length without ≈; a width asked is answered', () => {
    window.history.replaceState(null, '', '/brand/birkenstock?gender=women&system=eu&size=40+narrow');
    renderBrand('birkenstock', 'Birkenstock');
    expect(screen.getAllByTestId('chart-widths')[0]?.textContent).toBe(
      'Birkenstock makes every size in these widths, all the same length: regular and narrow. One foot length answers each of them.',
    );
    const table = document.querySelector('#chart-women table') as HTMLTableElement;
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const cm = heads.findIndex((head) => head.includes('cm'));
    expect(cm, heads.join()).toBeGreaterThan(0);
    expect(table.querySelector('#birkenstock-women-eu-40')?.children[cm]?.textContent).toBe('26.0');
    expect(highlighted('women')?.id).toBe('birkenstock-women-eu-40');
    expect(within(result()).getByTestId('printed-widths').textContent).toBe(
      'Every size comes in these widths, all the same length: regular and narrow. Width asked: narrow',
    );
  });

  it('Converse kids: the chart prints the sizes to buy beside each usual size, and a shared 2.5C answers “buy 2C”', () => {
    window.history.replaceState(null, '', '/brand/converse?gender=kids&system=us&size=2.5C');
    renderBrand('converse', 'Converse');
    const rows = loadCsv('copies/converse-infant-toddler.csv');
    const table = document.querySelector('#chart-kids table') as HTMLTableElement;
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads.slice(1, 3)).toEqual(['Chuck Taylor All Star: size to buy', 'All other styles: size to buy']);
    const body = [...table.querySelectorAll('tbody tr')];
    expect(body).toHaveLength(rows.length);
    body.forEach((tr, i) => {
      const cells = [...tr.children].map((cell) => cell.textContent);
      expect(cells[0], `row ${i}`).toContain(rows[i]?.us ?? '?');
      expect(cells.slice(1, 3), `row ${i}`).toEqual([rows[i]?.chuck_taylor_all_star || '–', rows[i]?.all_other_styles]);
      // The foot length in inches as Converse prints it, sevenths and sixths included.
      expect(cells[3], `row ${i}`).toBe(rows[i]?.foot_in);
    });
    expect(highlighted('kids')?.id).toBe('converse-kids-us-2.5C');
    expect(
      within(result())
        .getAllByTestId('printed-buy')
        .map((line) => line.textContent),
    ).toEqual(['Chuck Taylor All Star: buy 2C', 'All other styles: buy 2C']);
    // The answer leads with the size to buy, not with the foot length Converse prints in inches.
    expect(within(result()).queryByTestId('result-headline')).toBeNull();
    expect(within(result()).getAllByTestId('printed-buy')[0]?.className).toContain('text-2xl');
    expect(screen.getByTestId('chart-buy-note').textContent).toContain('whole sizes only');
  });

  it('Converse kids: 1C says Chuck Taylor All Star is not made in it, in the page’s language', () => {
    window.history.replaceState(null, '', '/brand/converse?gender=kids&system=us&size=1C');
    renderBrand('converse', 'Converse', 'ja', ja);
    expect(
      within(result())
        .getAllByTestId('printed-buy')
        .map((line) => line.textContent),
    ).toEqual(['チャックテイラー オールスター：このサイズの展開なし', 'その他のすべてのモデル：1Cを購入']);
  });

  it('words the label kinds in the page’s language', () => {
    window.history.replaceState(null, '', '/brand/birkenstock?gender=men&system=eu&size=43');
    renderBrand('birkenstock', 'Birkenstock', 'ja', ja);
    expect(within(result()).getByTestId('printed-widths').textContent).toContain('レギュラー');
  });

  it('only pages whose charts print a label kind carry its messages', () => {
    expect(converterMessagePaths(brandConverter('converse'))).toContain('LabelKinds');
    expect(converterMessagePaths(brandConverter('nike'))).not.toContain('LabelKinds');
    expect(printsLabelKinds(brandConverter('converse'))).toBe(true);
    expect(printsLabelKinds(brandConverter('birkenstock'))).toBe(true);
    expect(printsLabelKinds(brandConverter('skechers'))).toBe(false);
    expect(printsLabelKinds(brandConverter('nike'))).toBe(false);
  });

  it('every page whose charts print a size to buy ships its words to the converter and to the logged-in box, and only those', () => {
    const withBuys: string[] = [];
    for (const page of converterPageKeys) {
      const brand = page.startsWith('brand-') ? page.slice('brand-'.length) : '';
      // What the rows print, not the charts' buyStyles the predicate reads, so a chart missing them is caught.
      const printed = isBrandSlug(brand)
        ? Object.values(brandCharts[brand]).flatMap((chart) => chart?.rows.flatMap((row) => (row.sizeToBuy ? [row.sizeToBuy] : [])) ?? [])
        : [];
      const paths = yourSizeHereMessagePaths(page);
      if (printed.length === 0) {
        expect(
          paths.filter((path) => path.startsWith('LabelKinds')),
          page,
        ).toEqual([]);
        continue;
      }
      withBuys.push(page);
      if (isBrandSlug(brand)) expect(converterMessagePaths(brandConverter(brand)), page).toContain('LabelKinds');
      const { unmount } = renderWithIntl(
        <>
          {printed.map((sizeToBuy, i) => (
            <PrintedLabels key={i} printed={{ sizeToBuy }} className="" />
          ))}
        </>,
        { messages: pickMessagePaths(en, paths), strict: true },
      );
      expect(screen.getAllByTestId('printed-buy'), page).toHaveLength(printed.flat().length);
      unmount();
    }
    expect(withBuys).toEqual(['brand-converse']);
  });
});
