// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { BrandChartCoverage } from '@/components/converter/ui/brand-chart-coverage';
import { routing, type Locale } from '@/lib/i18n/routing';
import { brandNames } from '@/lib/page-catalogue';
import { brandChartCoverage } from '@/lib/sizes';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { renderWithIntl } from '../render-with-intl';

/** Issue 25: a brand page says which of the brand's charts it holds, which it does not and why, and what to use instead. */

const messages = (locale: Locale) => import(`@/messages/${locale}.json`).then((m: { default: object }) => m.default);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');
function failOnMissingMessage(error: Error): never {
  throw error;
}

describe('BrandChartCoverage', () => {
  it('says on HOKA’s page that its women’s and children’s charts are missing, why, and where the standard conversion is', () => {
    renderWithIntl(<BrandChartCoverage brandName="HOKA" coverage={brandChartCoverage('hoka')} />, { strict: true });
    const section = screen.getByRole('region', { name: 'HOKA charts on this page' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.coverage)).toEqual(['men', 'women', 'kids']);
    expect(items[0]).toHaveTextContent("Men's sizes: HOKA's chart, above.");
    expect(items[1]).toHaveTextContent("Women's sizes: not on this page.");
    expect(items[1]).toHaveTextContent('not independently verified');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/women');
    expect(items[1]).toHaveTextContent("not HOKA's chart");
    expect(within(items[2]!).getByRole('link')).toHaveAttribute('href', '/kids');
  });

  it('says the same in every language, in that language: held, unverified and not found alike', async () => {
    // HOKA: a held chart and two not found; Vans: two held and a children's chart not found; Skechers: held but unverified.
    const brands = ['hoka', 'vans', 'skechers'] as const;
    const textIn = (locale: Locale, localeMessages: object, brand: (typeof brands)[number]) =>
      textOf(
        renderToStaticMarkup(
          <NextIntlClientProvider locale={locale} messages={localeMessages} onError={failOnMissingMessage}>
            <BrandChartCoverage brandName={brandNames[brand]} coverage={brandChartCoverage(brand)} />
          </NextIntlClientProvider>,
        ),
      );
    const english = await messages('en');
    const inEnglish = Object.fromEntries(brands.map((brand) => [brand, textIn('en', english, brand)]));
    for (const locale of routing.locales) {
      const localeMessages = await messages(locale);
      for (const brand of brands) {
        const text = textIn(locale, localeMessages, brand);
        expect(text, `${locale} ${brand}`).toContain(brandNames[brand]);
        if (locale !== 'en') expect(text, `${locale} ${brand}`).not.toBe(inEnglish[brand]);
      }
    }
    // Thirteen message files to load: under CI's load that alone can take several seconds.
  }, 20_000);
});
