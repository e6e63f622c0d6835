// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { BrandToBrandBox } from '@/components/converter/ui/brand-to-brand-box';
import { brandToBrandSources } from '@/lib/converter/page-setup';
import { sourceOptions } from '@/lib/converter/brand-to-brand-ask';
import { GET } from '@/app/api/brand-to-brand/route';
import { AnswerQuery } from '@/components/converter/loading/answer-query';
import { brandToBrandAnswer } from '@/lib/converter/brand-to-brand-answer';
import { renderWithIntl } from '../render-with-intl';
import { brandToBrandMessagePaths } from '@/components/converter/loading/client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { loadCsv } from '../sizes/reference-data';
import type { Gender, SystemId } from '@/lib/sizes/model/types';

const sources = brandToBrandSources();
const adidasSystems: Partial<Record<Gender, SystemId[]>> = { men: ['us', 'uk', 'eu'], women: ['us', 'uk', 'eu'] };

function renderBox({ brand = 'adidas', brandName = 'adidas', targetSystems = adidasSystems } = {}) {
  return renderWithIntl(
    <BrandToBrandBox brand={brand} brandName={brandName} targetSystems={targetSystems} sources={sources} />,
    // Exactly the messages the brand page hands the box: a key it reads but is not given fails.
    { messages: pickMessagePaths(en, brandToBrandMessagePaths), strict: true },
  );
}

describe('BrandToBrandBox', () => {
  // The box's requests are answered by the real route handler, so the test covers the whole path.
  const fetchMock = vi.fn(async (url: string) => GET(new Request(new URL(url, 'http://localhost'))));

  beforeEach(() => {
    window.history.replaceState(null, '', '/brand/adidas');
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads “I wear Nike US 9” as adidas US 9, the label both brands print', async () => {
    renderBox();
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.fromBrand), 'nike');
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.system), 'us');
    await userEvent.type(screen.getByLabelText(en.BrandToBrand.size), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Find my adidas size' }));

    expect(await screen.findByTestId('b2b-best')).toHaveTextContent('In adidas: US 9');
    expect(screen.getByTestId('b2b-answer')).not.toHaveTextContent(/Could also be/);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gender: 'men',
      system: 'us',
      size: '9',
      toBrand: 'adidas',
      toSystem: 'us',
      fromBrand: 'nike',
    });
  });

  it('explains a size beyond the other brand’s chart with its range', async () => {
    renderBox();
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.fromBrand), 'nike');
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.system), 'us');
    await userEvent.type(screen.getByLabelText(en.BrandToBrand.size), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Find my adidas size' }));
    const rows = loadCsv('brands/nike-men.csv');
    expect(
      await screen.findByText(`That size is outside the chart, which runs from ${rows[0]?.us} to ${rows[rows.length - 1]?.us}.`),
    ).toBeInTheDocument();
  });

  it('warns when an approximate chart is involved, and says so when the network fails', async () => {
    renderBox();
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.fromBrand), 'ugg');
    await userEvent.selectOptions(screen.getByLabelText(en.BrandToBrand.system), 'us');
    await userEvent.type(screen.getByLabelText(en.BrandToBrand.size), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Find my adidas size' }));
    expect(await screen.findByText(en.BrandToBrand.approximate)).toBeInTheDocument();

    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Find my adidas size' }));
    expect(await screen.findByText(en.BrandToBrand.errors.network)).toBeInTheDocument();
  });

  it('never offers the page’s own brand as the brand you wear', () => {
    renderBox();
    const options = [...(screen.getByLabelText(en.BrandToBrand.fromBrand) as HTMLSelectElement).options].map((o) => o.value);
    expect(options).not.toContain('adidas');
    expect(options).toContain('any');
  });
});

describe('BrandToBrandBox’s question', () => {
  const fetchMock = vi.fn(async (url: string) => GET(new Request(new URL(url, 'http://localhost'))));
  const field = (label: string) => screen.getByLabelText(label) as HTMLSelectElement | HTMLInputElement;
  const clarksSystems: Partial<Record<Gender, SystemId[]>> = { men: ['uk', 'eu'], women: ['uk', 'eu'] };

  beforeEach(() => {
    window.history.replaceState(null, '', '/brand/adidas');
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function ask(size: string) {
    await userEvent.clear(field(en.BrandToBrand.size));
    await userEvent.type(field(en.BrandToBrand.size), size);
    await userEvent.click(screen.getByRole('button', { name: /^Find my/ }));
  }

  it('starts from a brand most people know and this brand’s own system, which that brand prints', () => {
    const { unmount } = renderBox();
    expect([field(en.BrandToBrand.fromBrand).value, field(en.BrandToBrand.system).value]).toEqual(['nike', 'us']);
    unmount();
    renderBox({ brand: 'clarks', brandName: 'Clarks', targetSystems: clarksSystems });
    expect([field(en.BrandToBrand.fromBrand).value, field(en.BrandToBrand.system).value]).toEqual(['nike', 'uk']);
  });

  it('follows the brand chosen: its systems only, starting on the one it is sized in', async () => {
    renderBox();
    await userEvent.selectOptions(field(en.BrandToBrand.fromBrand), 'clarks');
    expect(field(en.BrandToBrand.system).value).toBe('uk');
    await userEvent.selectOptions(field(en.BrandToBrand.fromBrand), 'nike');
    // UK is printed by Nike too, but a Nike size is a US size unless the visitor says otherwise.
    expect(field(en.BrandToBrand.system).value).toBe('us');
    await userEvent.selectOptions(field(en.BrandToBrand.fromBrand), 'ugg');
    const offered = [...(field(en.BrandToBrand.system) as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).toEqual(sourceOptions(sources).find((b) => b.slug === 'ugg')?.systems.men);
  });

  it('answers in EU and JP beside the system asked, from the same row of the chart', async () => {
    renderBox();
    await ask('9');
    const row = loadCsv('brands/adidas-men.csv').find((r) => r.us === '9');
    expect(await screen.findByTestId('b2b-best')).toHaveTextContent('In adidas: US 9');
    expect(screen.getByTestId('b2b-also')).toHaveTextContent(`EU ${row?.eu}, JP ${row?.jp}`);
  });

  it('marks its answer stale when the question changes, until it is asked again', async () => {
    renderBox();
    await ask('9');
    await screen.findByTestId('b2b-best');
    expect(screen.getByTestId('b2b-answer')).not.toHaveAttribute('data-stale');
    await userEvent.type(field(en.BrandToBrand.size), '.5');
    expect(screen.getByTestId('b2b-answer')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('b2b-answer')).toHaveTextContent(en.BrandToBrand.stale);
    await userEvent.click(screen.getByRole('button', { name: /^Find my/ }));
    await waitFor(() => expect(screen.getByTestId('b2b-answer')).not.toHaveAttribute('data-stale'));
  });

  it('puts the question in the URL as a new history entry, and the back button brings the previous one back', async () => {
    renderBox();
    const before = window.history.length;
    await ask('9');
    await screen.findByTestId('b2b-best');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      fromGender: 'men',
      fromBrand: 'nike',
      fromSystem: 'us',
      fromSize: '9',
      toSystem: 'us',
    });
    expect(window.history.length).toBe(before + 1);
    await ask('10');
    await waitFor(() => expect(screen.getByTestId('b2b-best')).toHaveTextContent('In adidas: US 10'));

    // What the back button does: the URL changes, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/brand/adidas?fromGender=men&fromBrand=nike&fromSystem=us&fromSize=9&toSystem=us');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('b2b-best')).toHaveTextContent('In adidas: US 9'));
    expect(field(en.BrandToBrand.size).value).toBe('9');
  });

  it('answers a shared question on arrival, and keeps a system the brand does not print to say so', async () => {
    window.history.replaceState(null, '', '/brand/adidas?fromBrand=ugg&fromSystem=uk&fromSize=8');
    renderBox();
    expect(await screen.findByText(en.BrandToBrand.errors.unknownSystem)).toBeInTheDocument();
    expect(field(en.BrandToBrand.system).value).toBe('uk');
  });
});

describe('BrandToBrandBox without JavaScript', () => {
  /** The page's HTML for a query, as the server renders it. */
  function serverHtml(query: string): string {
    const answer = brandToBrandAnswer('adidas', new URLSearchParams(query));
    return renderToString(
      <NextIntlClientProvider locale="en" messages={pickMessagePaths(en, brandToBrandMessagePaths)}>
        <AnswerQuery query={query} brandToBrand={answer}>
          <BrandToBrandBox brand="adidas" brandName="adidas" targetSystems={adidasSystems} sources={sources} />
        </AnswerQuery>
      </NextIntlClientProvider>,
    );
  }

  it('is a plain GET form whose fields are the question’s query keys', () => {
    const form = new DOMParser().parseFromString(serverHtml(''), 'text/html').querySelector('section form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBeNull();
    const named = [...form.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    expect(named.sort()).toEqual(['fromBrand', 'fromGender', 'fromSize', 'fromSystem', 'toSystem']);
  });

  it('shows the answer to the query in the server’s HTML, with the form filled in', () => {
    const html = serverHtml('fromGender=men&fromBrand=nike&fromSystem=us&fromSize=9&toSystem=us');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('[data-testid="b2b-best"]')?.textContent).toBe('In adidas: US 9');
    expect(page.querySelector('[data-testid="b2b-also"]')?.textContent).toContain('EU 42 2/3');
    expect(page.querySelector<HTMLInputElement>('input[name="fromSize"]')?.getAttribute('value')).toBe('9');
    expect(page.querySelector('select[name="fromBrand"] option[selected]')?.getAttribute('value')).toBe('nike');
  });

  it('says what is wrong with a question the charts cannot answer', () => {
    const html = serverHtml('fromBrand=nike&fromSystem=us&fromSize=40');
    expect(html).toContain('That size is outside the chart');
    expect(serverHtml('fromBrand=nike&fromSystem=us&fromSize=abc')).toContain(en.BrandToBrand.errors.malformed);
  });
});
