// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { BrandToBrandBox } from '@/components/converter/brand-to-brand-box';
import { brandToBrandOptions } from '@/lib/converter/page-setup';
import { GET } from '@/app/api/brand-to-brand/route';
import { renderWithIntl } from '../render-with-intl';
import { brandToBrandMessagePaths } from '@/components/converter/client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { loadCsv } from '../sizes/reference-data';

const brands = brandToBrandOptions();

function renderBox() {
  return renderWithIntl(
    <BrandToBrandBox
      brand="adidas"
      brandName="adidas"
      targetSystems={{ men: ['us', 'uk', 'eu'], women: ['us', 'uk', 'eu'] }}
      brands={brands}
    />,
    // Exactly the messages the brand page hands the box: a key it reads but is not given fails.
    { messages: pickMessagePaths(en, brandToBrandMessagePaths), strict: true },
  );
}

describe('BrandToBrandBox', () => {
  // The box's requests are answered by the real route handler, so the test covers the whole path.
  const fetchMock = vi.fn(async (url: string) => GET(new Request(new URL(url, 'http://localhost'))));

  beforeEach(() => {
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
    expect(options).toContain('');
  });
});
