import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { withFallback } from '@/lib/i18n/fallback-messages';
import type { Locale } from '@/lib/i18n/routing';
import { localized, waitForHydration } from './helpers';

/** The strings a page shows: the locale's own, English where it has no translation yet (as the site does). */
const messages = { en, de: withFallback(de, en) } as const;
type TestLocale = keyof typeof messages;
const locales: TestLocale[] = ['en', 'de'];

/** An ICU message with simple {placeholders} filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A number as the page's language writes it ("41,5" in German). */
function num(locale: TestLocale, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(value);
}

/** Foot Locker UK's men's size guide (tests/fixtures/sizes/tables/footlocker-uk-men.csv): UK 8 = US 8.5 = EU 41–42. */
const footLockerUk8 = { us: 8.5, euLow: 41, euHigh: 42 };

function converterForm(page: Page, locale: TestLocale) {
  return page.getByRole('form', { name: messages[locale].ConverterUi.label });
}

function resultCard(page: Page, system: string) {
  return page.getByTestId('conversion-result').locator(`[data-system="${system}"] [data-value]`).first();
}

function highlightedRowHeader(page: Page, gender: string) {
  return page.locator(`#chart-${gender} tr[aria-current="true"] th`);
}

/** WCAG's contrast ratio of two sRGB colours given as 0–255 channels. */
function contrastRatio(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

async function open(page: Page, locale: TestLocale, path: string) {
  await page.goto(localized(locale as Locale, path));
  await waitForHydration(page);
}

test.describe('converter pages are static HTML with the full chart', () => {
  test('the men’s page, a country page and a brand page carry their chart tables in the served HTML', async ({ request }) => {
    const men = await (await request.get('/men')).text();
    // Booleans, not the HTML itself: a failure should not print the whole page.
    expect(men.includes('id="chart-men"')).toBe(true);
    expect(/<table[\s\S]*<th scope="row"[^>]*>9<\/th>/.test(men)).toBe(true);
    // No row is highlighted until a visitor chooses a size.
    expect(/<tr[^>]*aria-current/.test(men)).toBe(false);

    const adidas = await (await request.get('/brand/adidas')).text();
    expect(adidas.includes('>42 2/3<')).toBe(true);
    expect(adidas.includes('href="https://support.dtb.adidas.com/')).toBe(true);
    const chartLink = fill(en.SizeOrigin.brandChartLink, { brand: 'adidas' });
    expect(adidas.includes(chartLink) || adidas.includes(chartLink.replace("'", '&#x27;'))).toBe(true);
    // Its own brand note, rendered on the server; no other brand's note in the page or its payload.
    expect(adidas.includes(en.Chart.brandNotes.adidas.slice(0, 60))).toBe(true);
    expect(adidas.includes(en.Chart.brandNotes.shimano.slice(0, 60))).toBe(false);

    const alegria = await (await request.get('/brand/alegria')).text();
    expect(alegria.includes(en.Chart.approximateTitle)).toBe(true);

    const japanese = await (await request.get('/de/country/japanese')).text();
    for (const gender of ['men', 'women', 'kids']) expect(japanese.includes(`id="chart-${gender}"`), gender).toBe(true);
    expect(japanese.includes('>24,5<')).toBe(true);
  });

  test('the browser builds the same charts the server rendered, from a payload without their rows', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const live = await browser.newContext();
    const served = await noScript.newPage();
    const hydrated = await live.newPage();
    const errors: string[] = [];
    hydrated.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const charts = (page: Page) =>
      page
        .locator('table.size-chart')
        .evaluateAll((tables) =>
          tables.map((table) =>
            [...table.querySelectorAll('tbody tr')].map((row) => `${row.id} ${row.textContent} ${row.innerHTML.length}`),
          ),
        );
    for (const [path, rowId] of [
      ['/men', 'men-us-9'],
      ['/de/country/japanese', 'women-jp-24'],
      ['/ja/brand/nike', 'nike-kids-us-5C'],
    ] as const) {
      const response = await served.goto(path);
      const html = (await response?.text()) ?? '';
      const flight = [...html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].map((match) => match[1]).join('');
      expect(html.includes(`id="${rowId}"`), path).toBe(true);
      expect(flight.includes(rowId), path).toBe(false);
      const fromServer = await charts(served);
      await hydrated.goto(path);
      await waitForHydration(hydrated);
      expect(fromServer.flat().length, path).toBeGreaterThan(30);
      expect(await charts(hydrated), path).toEqual(fromServer);
    }
    expect(errors).toEqual([]);
    await noScript.close();
    await live.close();
  });

  test('the marked row keeps every column’s width: the same font weight and border colours, and a frame that stands out from its background', async ({
    page,
  }) => {
    await open(page, 'en', '/men');
    const columnWidths = () =>
      page.locator('#chart-men thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    const unmarked = await columnWidths();
    await converterForm(page, 'en').getByLabel(en.ConverterUi.size, { exact: true }).selectOption('9');
    await expect(highlightedRowHeader(page, 'men')).toHaveText(`9 (${en.Chart.yourSize})`);
    expect(await columnWidths()).toEqual(unmarked);
    // Screen readers hear "your size" on the marked row only.
    await expect(page.locator('#chart-men').getByRole('rowheader', { name: en.Chart.yourSize })).toHaveCount(1);

    const look = await page.locator('#chart-men tr[aria-current="true"]').evaluate((row) => {
      const other = row.nextElementSibling!;
      // What a cell's size depends on, and its borders' colours (a changed collapsed border lays the whole table out again).
      const weights = (tr: Element) =>
        [...tr.children].map((cell) => {
          const style = getComputedStyle(cell);
          return [style.fontWeight, style.borderTopColor, style.borderRightColor, style.borderBottomColor, style.borderLeftColor];
        });
      return {
        marked: weights(row),
        other: weights(other),
        frame: getComputedStyle(row.children[1]!).boxShadow,
        background: getComputedStyle(row).backgroundColor,
      };
    });
    expect(look.marked).toEqual(look.other);
    // The frame's colour against the row's own (WCAG 2.2's 3:1 for what marks a state), not the row's background alone.
    const rowColor = /rgb\((\d+), (\d+), (\d+)\)/.exec(look.background);
    const frameColor = /rgb\((\d+), (\d+), (\d+)\)/.exec(look.frame);
    expect(frameColor, look.frame).not.toBeNull();
    expect(contrastRatio(frameColor!.slice(1).map(Number), rowColor!.slice(1).map(Number))).toBeGreaterThanOrEqual(3);
  });

  test('hydrates without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of [
      '/brand/nike?gender=women&system=us&size=8',
      '/de/kids?gender=kids&system=us&size=10C',
      '/men-to-women?gender=men&system=us&size=9',
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId('result-title')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`converting in ${locale}`, () => {
    test('on the men’s page: a UK size, its row, the URL, and a reload that keeps it', async ({ page }) => {
      await open(page, locale, '/men');
      const form = converterForm(page, locale);
      await form.getByLabel(m.ConverterUi.system, { exact: true }).selectOption('uk');
      await form.getByLabel(m.ConverterUi.size, { exact: true }).selectOption('8');

      await expect(page.getByTestId('result-title')).toHaveText(fill(m.ConverterUi.resultTitle.men, { system: 'UK', size: '8' }));
      await expect(resultCard(page, 'us')).toHaveText(num(locale, footLockerUk8.us));
      // Foot Locker gives EU 41–42 for UK 8: the converter answers the middle and shows the spread.
      await expect(resultCard(page, 'eu')).toHaveText(num(locale, (footLockerUk8.euLow + footLockerUk8.euHigh) / 2));
      await expect(highlightedRowHeader(page, 'men')).toHaveText(new RegExp(`^${num(locale, footLockerUk8.us)}`));
      await expect(page).toHaveURL(/\?gender=men&system=uk&size=8$/);

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('result-title')).toHaveText(fill(m.ConverterUi.resultTitle.men, { system: 'UK', size: '8' }));
      await expect(highlightedRowHeader(page, 'men')).toHaveText(new RegExp(`^${num(locale, footLockerUk8.us)}`));
    });

    test('on the men’s page: a foot length typed in inches', async ({ page }) => {
      await open(page, locale, '/men');
      const form = converterForm(page, locale);
      await form.getByRole('radio', { name: m.ConverterUi.units.in, exact: true }).check({ force: true });
      // 10 1/3 inches is US men 3 × 10⅓ − 22 = 9 on the Brannock scale.
      await form.getByLabel(m.ConverterUi.footLength, { exact: true }).fill(num(locale, 10.33));
      await expect(resultCard(page, 'us')).toHaveText('9');
      await expect(page).toHaveURL(/footMm=262&unit=in/);
    });

    test('on the Japanese page: women’s JP 24, then a shared URL that restores JP 24.5', async ({ page, browser }) => {
      await open(page, locale, '/country/japanese');
      const form = converterForm(page, locale);
      await form.getByRole('radio', { name: m.ConverterUi.gender.women, exact: true }).check({ force: true });
      await form.getByLabel(m.ConverterUi.size, { exact: true }).selectOption('24');
      await expect(page.getByTestId('result-title')).toHaveText(fill(m.ConverterUi.resultTitle.women, { system: 'JP', size: '24' }));
      // JP 24 is a 240 mm foot (JIS S 5037), the foot of women's US 8 = UK 6 on the Brannock scale.
      await expect(resultCard(page, 'uk')).toHaveText('6');
      await expect(resultCard(page, 'us')).toHaveText('8');
      await expect(highlightedRowHeader(page, 'women')).toHaveText(/^24/);
      await expect(highlightedRowHeader(page, 'men')).toHaveCount(0);

      const shared = await browser.newPage();
      await shared.goto(`${localized(locale as Locale, '/country/japanese')}?gender=women&system=jp&size=24.5`);
      await waitForHydration(shared);
      await expect(shared.getByTestId('result-title')).toHaveText(
        fill(m.ConverterUi.resultTitle.women, { system: 'JP', size: num(locale, 24.5) }),
      );
      await expect(highlightedRowHeader(shared, 'women')).toHaveText(new RegExp(`^${num(locale, 24.5)}`));
      await shared.close();
    });

    test('on the adidas page: EU 42 2/3 is US 9 and UK 8.5, and a Nike US 9 is adidas US 9', async ({ page }) => {
      await open(page, locale, '/brand/adidas');
      const form = converterForm(page, locale);
      await form.getByLabel(m.ConverterUi.system, { exact: true }).selectOption('eu');
      await form.getByLabel(m.ConverterUi.size, { exact: true }).selectOption('42 2/3');
      await expect(resultCard(page, 'us')).toHaveText('9');
      await expect(resultCard(page, 'uk')).toHaveText(num(locale, 8.5));
      await expect(highlightedRowHeader(page, 'men')).toHaveText(/^9/);
      await expect(page).toHaveURL(/gender=men&system=eu&size=42\+2%2F3$/);

      const box = page.locator('section[aria-labelledby="b2b-heading"]');
      await box.getByLabel(m.BrandToBrand.fromBrand).selectOption('nike');
      await box.getByLabel(m.BrandToBrand.system, { exact: true }).selectOption('us');
      await box.getByLabel(m.BrandToBrand.size, { exact: true }).fill('9');
      await box.getByRole('button', { name: fill(m.BrandToBrand.submit, { brand: 'adidas' }) }).click();
      await expect(box.getByTestId('b2b-best')).toHaveText(fill(m.BrandToBrand.resultTitle, { brand: 'adidas', system: 'US', size: '9' }));
    });

    test('on the Shimano page: a shared URL restores EU 42 = US 8.3 with the source shown', async ({ page }) => {
      await open(page, locale, '/brand/shimano?gender=men&system=eu&size=42');
      await expect(resultCard(page, 'us')).toHaveText(num(locale, 8.3));
      await expect(resultCard(page, 'uk')).toHaveText(num(locale, 7.3));
      await expect(highlightedRowHeader(page, 'men')).toHaveText(/^42/);
      await expect(page.locator('#chart-men')).toContainText('Cycling Fox: Shimano shoe size chart');
    });
  });
}

test.describe('men to women', () => {
  test('converts both ways with the convention chosen, and restores it from the URL', async ({ page }) => {
    await open(page, 'en', '/men-to-women');
    const form = converterForm(page, 'en');
    await form.getByLabel(en.ConverterUi.size, { exact: true }).selectOption('9');
    await expect(page.getByTestId('result-title')).toHaveText("Men's US 9 is women's US 10.5");
    await form.getByRole('radio', { name: en.MenToWomen.conventions.fia }).check();
    await expect(page.getByTestId('result-title')).toHaveText("Men's US 9 is women's US 10");
    await expect(page).toHaveURL(/gender=men&usWomen=fia&system=us&size=9$/);

    await open(page, 'de', '/men-to-women?gender=women&system=us&size=10');
    // The default +1.5: women's 10 is men's 8.5, written with the German decimal comma.
    await expect(page.getByTestId('result-title')).toHaveText(
      fill(messages.de.MenToWomen.resultTitle.womenToMen, { system: 'US', size: '10', target: '8,5' }),
    );
  });
});
