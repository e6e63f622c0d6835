// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import ja from '@/messages/ja.json';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import { brandConverter, clientSetup, countryConverter, homeConverter, regularConverter } from '@/lib/converter/page-setup';
import { withChartRows } from '@/lib/converter/client-setup';
import { withFallback } from '@/lib/i18n/fallback-messages';
import { loadCsv } from '../sizes/reference-data';
import { renderWithIntl } from '../render-with-intl';
import { converterMessagePaths } from '@/components/converter/loading/client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import type { Locale } from '@/lib/i18n/routing';
import type { ComponentProps, ReactElement } from 'react';

/** Renders with exactly the messages the converter's page ships to the browser for its setup; a key missing from them fails. */
function renderConverter(
  ui: ReactElement<ComponentProps<typeof SizeConverter>>,
  { locale = 'en', messages = en }: { locale?: Locale; messages?: typeof en } = {},
) {
  const paths = converterMessagePaths(ui.props.setup, { charts: ui.props.charts ?? true });
  return renderWithIntl(ui, { locale, messages: pickMessagePaths(messages, paths), strict: true });
}

const nike = brandConverter('nike');

function result() {
  return screen.getByTestId('conversion-result');
}

/** The value a result card shows for a system. */
function shown(system: string): string | null {
  return (
    within(result())
      .queryAllByText((_, element) => element?.getAttribute('data-system') === system)[0]
      ?.querySelector('[data-value]')?.textContent ?? null
  );
}

function highlightedRow(gender: string): HTMLElement | null {
  return document.querySelector(`#chart-${gender} tr[aria-current="true"]`);
}

describe('SizeConverter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/brand/nike');
  });

  it('renders every chart of the page as a table before anything is chosen', () => {
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    for (const gender of ['men', 'women', 'kids']) expect(document.querySelector(`#chart-${gender} table`)).not.toBeNull();
    expect(screen.getByRole('heading', { name: "Nike men's size chart" })).toBeInTheDocument();
    expect(within(result()).getByText(en.ConverterUi.resultEmpty)).toBeInTheDocument();
    expect(highlightedRow('men')).toBeNull();
  });

  it('marks exactly the estimated cells of a chart, the ones shown with ≈, by the rarer kind of cell', () => {
    const { unmount } = renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />);
    const marking = (gender: string) => {
      const table = document.querySelector(`#chart-${gender} table`) as HTMLTableElement;
      const cells = [...table.querySelectorAll('tbody td')];
      const mostly = table.classList.contains('mostly-est');
      const marked = cells.filter((cell) => cell.classList.contains(mostly ? 'printed' : 'est'));
      for (const cell of cells) {
        const shownAsEstimate = mostly ? !cell.classList.contains('printed') : cell.classList.contains('est');
        expect(shownAsEstimate).toBe(cell.textContent?.startsWith('≈'));
      }
      return { mostly, marked: marked.length, cells: cells.length };
    };
    const men = marking('men');
    expect(men.mostly).toBe(true);
    expect(men.marked).toBeGreaterThan(20);
    expect(men.marked * 2).toBeLessThan(men.cells);
    unmount();
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    const nikeKids = marking('kids');
    expect(nikeKids.mostly).toBe(false);
    expect(nikeKids.marked).toBeGreaterThan(0);
    expect(nikeKids.marked * 2).toBeLessThanOrEqual(nikeKids.cells);
  });

  it('shows every equivalent of a chosen size, highlights its row and writes the choice to the URL', async () => {
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.system), 'us');
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');

    const row = loadCsv('brands/nike-men.csv').find((r) => r.us === '9');
    expect(screen.getByTestId('result-title')).toHaveTextContent("Men's US 9");
    expect(shown('uk')).toBe(row?.uk);
    expect(shown('eu')).toBe(row?.eu);
    expect(shown('jp')).toBe(row?.jp);
    expect(within(result()).getByText(en.SizeOrigin.jpLabelNote.replace('{brand}', 'Nike'))).toBeInTheDocument();
    // The live region says it in a sentence for screen readers.
    expect(screen.getByRole('status')).toHaveTextContent(/Men's US 9: .*UK \(United Kingdom\) 8/);

    const highlighted = highlightedRow('men');
    expect(within(highlighted as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^9/);
    expect(highlighted).toHaveTextContent(row?.eu ?? '');
    expect(document.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).toString()).toBe('gender=men&system=us&size=9');
  });

  it('says in words what JP, KR and CN are: the brand’s shoe label with the foot beside it, or the foot length', async () => {
    const meaning = (system: string) =>
      within(result())
        .queryAllByText((_, element) => element?.getAttribute('data-system') === system)[0]
        ?.querySelector('[data-meaning]')?.textContent ?? null;
    const { unmount } = renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.system), 'us');
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    expect(meaning('jp')).toBe(en.SizeSystems.meaning.shoeLabel);
    expect(within(result()).getByText(en.SizeSystems.meaning.footBeside.replace('{cm}', '26.2'))).toBeInTheDocument();
    expect(document.querySelector('#chart-men thead [data-meaning]')?.textContent).toBe(en.SizeSystems.meaning.shoeLabel);
    unmount();

    window.history.replaceState(null, '', '/country/japanese');
    renderConverter(<SizeConverter setup={countryConverter('japanese')} brandName={null} />);
    await userEvent.type(screen.getByLabelText(en.ConverterUi.footLength), '26.5');
    for (const system of ['jp', 'kr', 'cn']) expect(meaning(system), system).toBe(en.SizeSystems.meaning.footLength);
    expect([shown('jp'), shown('kr')]).toEqual(['26.5', '265']);
    expect(document.querySelector('#chart-men thead [data-meaning]')?.textContent).toBe(en.SizeSystems.meaning.footLength);
    expect(screen.getByTestId('one-answer-note')).toHaveTextContent(en.SizeOrigin.oneAnswer);
  }, 20_000);

  it('converts on the home page from the setup it sends, whose tables carry no rows, and links to the full chart', async () => {
    window.history.replaceState(null, '', '/');
    const sent = JSON.parse(JSON.stringify(clientSetup(homeConverter()))) as ReturnType<typeof clientSetup>;
    renderConverter(<SizeConverter setup={withChartRows(sent, false)} brandName={null} charts={false} />);
    expect(document.querySelector('table')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    const row = regularConverter('men').genders[0]?.table.rows.find((r) => r.sizes.us?.label === '9');
    expect(screen.getByTestId('result-title')).toHaveTextContent("Men's US 9");
    expect(shown('eu')).toBe(row?.sizes.eu?.label);
    expect(new URLSearchParams(window.location.search).toString()).toBe('gender=men&system=us&size=9');
  });

  it('finds the size of a foot length typed in cm, then in inches', async () => {
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    const foot = screen.getByLabelText(en.ConverterUi.footLength);
    // Brannock: a 262 mm foot is US men 3·(262/25.4) − 22 ≈ 8.9, Nike's US 9 row (RunRepeat S54: 262 mm = US 9).
    await userEvent.type(foot, '26.2');
    // Inches to two decimals: 10.31 typed back is 262 mm again (10.3 would be 261.6).
    expect(screen.getByTestId('result-title')).toHaveTextContent('A foot of 26.2 cm (10.31 in)');
    expect(shown('us')).toBe('9');
    expect(within(highlightedRow('men') as HTMLElement).getByRole('rowheader')).toHaveTextContent(/^9/);
    expect(new URLSearchParams(window.location.search).get('footMm')).toBe('262');

    // Switching the unit keeps the length; an 11-inch foot (279.4 mm, read as 279) is RunRepeat's US 11.
    await userEvent.click(screen.getByRole('radio', { name: 'in' }));
    expect(foot).toHaveValue('10.31');
    await userEvent.clear(foot);
    await userEvent.type(foot, '11');
    expect(shown('us')).toBe('11');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toMatchObject({ footMm: '279', unit: 'in' });
    // Typing key by key re-renders three charts at each key: slow on a busy machine.
  }, 15_000);

  it('says what is wrong with a foot length it cannot read, and one outside the chart', async () => {
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    const foot = screen.getByLabelText(en.ConverterUi.footLength);
    await userEvent.type(foot, 'abc');
    expect(foot).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Enter your foot length as a number/)).toBeInTheDocument();
    await userEvent.clear(foot);
    await userEvent.type(foot, '40');
    expect(screen.getByTestId('result-error')).toHaveTextContent(/outside this chart, which covers/);
  });

  it('restores a shared URL’s result after hydration, gender included', async () => {
    window.history.replaceState(null, '', '/brand/nike?gender=women&system=eu&size=42.5');
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    const row = loadCsv('brand_nike_women.csv').find((r) => r.eu === '42.5');
    expect(await screen.findByTestId('result-title')).toHaveTextContent("Women's EU 42.5");
    expect(shown('us')).toBe(row?.us_women);
    expect(screen.getByRole('radio', { name: en.ConverterUi.gender.women })).toBeChecked();
    expect(screen.getByLabelText(en.ConverterUi.size)).toHaveValue('42.5');
    expect(highlightedRow('women')).not.toBeNull();
    expect(highlightedRow('men')).toBeNull();
    // Restoring reads the URL; it does not rewrite it.
    expect(window.location.search).toBe('?gender=women&system=eu&size=42.5');
  });

  it('restores a shared foot length, and ignores values the page does not offer', async () => {
    window.history.replaceState(null, '', '/men?footMm=265&system=nope');
    renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />);
    expect(await screen.findByTestId('result-title')).toHaveTextContent('A foot of 26.5 cm');
    expect(screen.getByLabelText(en.ConverterUi.footLength)).toHaveValue('26.5');
    expect(screen.getByLabelText(en.ConverterUi.system)).toHaveValue('us');
  });

  it('explains a shared size the chart does not have, with the chart’s range', async () => {
    window.history.replaceState(null, '', '/brand/nike?gender=men&system=us&size=23');
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    const rows = loadCsv('brands/nike-men.csv');
    expect(await screen.findByTestId('result-error')).toHaveTextContent(
      `US 23 is outside this chart, which runs from ${rows[0]?.us} to ${rows[rows.length - 1]?.us}.`,
    );
    expect(highlightedRow('men')).toBeNull();
  });

  it('writes numbers the way the page’s language does (German decimal comma)', async () => {
    window.history.replaceState(null, '', '/de/country/european?gender=men&system=eu&size=42.5');
    renderConverter(<SizeConverter setup={countryConverter('european')} brandName={null} />, {
      locale: 'de',
      messages: withFallback(de, en),
    });
    expect(await screen.findByTestId('result-title')).toHaveTextContent('EU 42,5');
    expect(screen.getByLabelText(de.ConverterUi.size)).toHaveDisplayValue('42,5');
    expect(highlightedRow('men')).toHaveTextContent('42,5');
  });

  it('shows the range other conventions give and names the one it uses', async () => {
    window.history.replaceState(null, '', '/women?gender=women&system=uk&size=6');
    renderConverter(<SizeConverter setup={regularConverter('women')} brandName={null} />);
    await screen.findByTestId('result-title');
    // UK 6: Foot Locker prints US 8 (women = UK + 2); the ISO model gives 8.5 (UK + 1 + 1.5).
    const row = loadCsv('tables/footlocker-uk-women.csv').find((r) => r.uk === '6');
    expect(shown('us')).toBe(row?.us);
    const usCard = within(result()).getAllByText((_, element) => element?.getAttribute('data-system') === 'us')[0] as HTMLElement;
    expect(usCard).toHaveTextContent('8 to 8.5 depending on the convention');
    expect(result()).toHaveTextContent(`${en.Conventions.generic.title}: ${en.Conventions.generic.options.tables}`);
  });

  it('marks the sizes worked out from foot length with ≈ and an explanation, and leaves printed ones unmarked', async () => {
    window.history.replaceState(null, '', '/brand/timberland?gender=men&system=us&size=9');
    renderConverter(<SizeConverter setup={brandConverter('timberland')} brandName="Timberland" />);
    await screen.findByTestId('result-title');
    const card = (system: string) =>
      within(result()).getAllByText((_, element) => element?.getAttribute('data-system') === system)[0] as HTMLElement;
    expect(card('cm').querySelector('[data-origin="derived"]')).toHaveTextContent(`≈`);
    expect(card('cm')).toHaveTextContent(en.SizeOrigin.derivedTitle);
    expect(card('uk').querySelector('[data-origin="chart"]')).not.toHaveTextContent('≈');
    expect(screen.getByTestId('derived-legend')).toHaveTextContent(en.SizeOrigin.derivedLegendBrand.replaceAll('{brand}', 'Timberland'));
  });

  it('names the kids tier of a kids size and tells the UK child and adult scales apart', async () => {
    renderConverter(<SizeConverter setup={regularConverter('kids')} brandName={null} />);
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '10C|C');
    expect(within(result()).getByText('Toddler tier')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.system), 'uk');
    const size = screen.getByLabelText(en.ConverterUi.size);
    expect(within(size).getByRole('option', { name: '1 (adult scale)' })).toBeInTheDocument();
    await userEvent.selectOptions(size, '1|adult');
    expect(new URLSearchParams(window.location.search).get('scale')).toBe('adult');
    expect(screen.getByTestId('result-title')).toHaveTextContent('UK 1');
    expect(shown('us')).toBe('2Y');
  });

  it('marks an unverified brand chart as approximate', async () => {
    window.history.replaceState(null, '', '/brand/alegria?gender=women&system=eu&size=38');
    renderConverter(<SizeConverter setup={brandConverter('alegria')} brandName="Alegria" />);
    await screen.findByTestId('result-title');
    expect(screen.getByText('Approximate chart')).toBeInTheDocument();
    expect(within(result()).getByText(/Approximate: this chart is not verified/)).toBeInTheDocument();
    expect(shown('us')).toBe('8-8.5');
  });

  it('is operable by keyboard alone', async () => {
    renderConverter(<SizeConverter setup={countryConverter('japanese')} brandName={null} />);
    const women = screen.getByRole('radio', { name: en.ConverterUi.gender.women });
    await act(async () => {
      women.focus();
    });
    await userEvent.keyboard(' ');
    expect(women).toBeChecked();
    await userEvent.tab();
    expect(screen.getByLabelText(en.ConverterUi.system)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText(en.ConverterUi.size)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '24');
    expect(screen.getByTestId('result-title')).toHaveTextContent("Women's JP 24");
  });
});

describe('the headline answer', () => {
  /** The system the answer leads with, its value, and what it says beside it. */
  function headline() {
    const lead = screen.getByTestId('result-headline');
    const entry = lead.querySelector('[data-system]') as HTMLElement;
    return {
      system: entry.getAttribute('data-system'),
      value: entry.querySelector('[data-value]')?.textContent,
      text: lead.textContent ?? '',
    };
  }

  it('leads with EU for a US size on the men’s page, with the foot it fits, and lists the rest once', async () => {
    window.history.replaceState(null, '', '/men');
    renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />);
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    const row = regularConverter('men').genders[0]?.table.rows.find((r) => r.sizes.us?.label === '9');
    expect(headline()).toMatchObject({ system: 'eu', value: row?.sizes.eu?.label });
    expect(headline().text).toMatch(/Fits a foot of 26[.,]\d–26[.,]\d cm/);
    // The other systems follow in one compact list, EU not repeated, the size given (US) among them.
    const listed = [...screen.getByTestId('result-main').querySelectorAll('[data-system]')].map((e) => e.getAttribute('data-system'));
    expect(listed).not.toContain('eu');
    expect(listed).toContain('us');
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('leads with the country’s own system on a country page, and with the language’s for a foot length', async () => {
    window.history.replaceState(null, '', '/country/japanese?gender=men&system=us&size=9');
    const { unmount } = renderConverter(<SizeConverter setup={countryConverter('japanese')} brandName={null} />);
    await screen.findByTestId('result-title');
    expect(headline().system).toBe('jp');
    unmount();

    window.history.replaceState(null, '', '/men?footMm=265');
    const second = renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />);
    await screen.findByTestId('result-title');
    expect(headline()).toMatchObject({ system: 'us', value: '9.5' });
    expect(headline().text).toContain('A foot of 26.5 cm');
    second.unmount();

    window.history.replaceState(null, '', '/ja/men?footMm=265');
    renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />, {
      locale: 'ja',
      messages: withFallback(ja, en),
    });
    await screen.findByTestId('result-title');
    expect(headline()).toMatchObject({ system: 'jp', value: '26.5' });
  });

  it('leads with a label the brand prints on a brand page', async () => {
    window.history.replaceState(null, '', '/brand/nike?gender=men&system=us&size=9');
    renderConverter(<SizeConverter setup={nike} brandName="Nike" />);
    await screen.findByTestId('result-title');
    const row = loadCsv('brands/nike-men.csv').find((r) => r.us === '9');
    expect(headline()).toMatchObject({ system: 'eu', value: row?.eu });
    expect(screen.getByTestId('result-headline').querySelector('[data-origin]')).toHaveAttribute('data-origin', 'chart');
  });
});

describe('the answer panel before an answer', () => {
  it('lists the systems the answer will give, so the wide layout has no empty block beside the form', () => {
    window.history.replaceState(null, '', '/men');
    renderConverter(<SizeConverter setup={regularConverter('men')} brandName={null} />);
    const preview = screen.getByTestId('result-preview');
    expect([...preview.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(
      regularConverter('men').genders[0]?.mainSystems.map((id) => en.SizeSystems.short[id as keyof typeof en.SizeSystems.short]),
    );
    // Shown beside the form only (lg), and silent for screen readers, which hear the sentence above it.
    expect(preview).toHaveClass('hidden', 'lg:block');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
  });
});
