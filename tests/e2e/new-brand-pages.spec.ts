import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import hi from '@/messages/hi.json';
import { waitForHydration } from './helpers';

/** An ICU message with simple {placeholders} filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Issue 25's brand pages in the browser: their label kinds, their notices, their languages. */

test.describe('the new brand pages', () => {
  test('Converse: the chart prints both US labels per row, and a shared W11 answers men’s 9 with its combined label', async ({ page }) => {
    await page.goto('/brand/converse?gender=men&system=us&size=W11');
    await waitForHydration(page);
    const men = page.locator('#chart-men table');
    await expect(men.getByRole('columnheader', { name: en.LabelKinds.pairColumn.women })).toBeVisible();
    await expect(page.locator('#converse-men-us-9')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#converse-men-us-9 td').last()).toHaveText('11');
    await expect(page.getByTestId('printed-pair')).toHaveText('Printed label: M9 / W11');
  });

  test('Birkenstock: a narrow size is answered with both widths, without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/brand/birkenstock?gender=women&system=eu&size=40+narrow');
    await expect(page.getByTestId('printed-widths')).toContainText('regular and narrow');
    await expect(page.getByTestId('printed-widths')).toContainText('Width asked: narrow');
    await expect(page.getByTestId('chart-widths').first()).toBeVisible();
    await context.close();
  });

  test('Converse kids: a shared 2.5C answers “buy 2C” beside its row, without JavaScript too, and the page no longer says the chart is missing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/brand/converse?gender=kids&system=us&size=2.5C');
    await expect(page.getByTestId('printed-buy')).toHaveText(['Chuck Taylor All Star: buy 2C', 'All other styles: buy 2C']);
    const kids = page.locator('#chart-kids table');
    await expect(kids.getByRole('columnheader', { name: 'Chuck Taylor All Star: size to buy' })).toBeVisible();
    await expect(page.locator('#converse-kids-us-2\\.5C td').first()).toHaveText('2C');
    await expect(page.locator('[data-coverage="kids"]')).toHaveCount(0);
    await context.close();
  });

  test('Birkenstock kids: EU 33 answers its printed row past the restart (UK 1), with no widths', async ({ page }) => {
    await page.goto('/brand/birkenstock?gender=kids&system=eu&size=33');
    await waitForHydration(page);
    await expect(page.locator('#chart-kids')).toBeVisible();
    const row = page.locator('#birkenstock-kids-eu-33');
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await expect(page.getByTestId('printed-widths')).toHaveCount(0);
  });

  test('Salomon: EU 42.67 answers its row in thirds', async ({ page }) => {
    await page.goto('/brand/salomon?gender=men&system=eu&size=42.67');
    await waitForHydration(page);
    await expect(page.locator('#salomon-men-eu-42_2_3')).toHaveAttribute('aria-current', 'true');
  });

  test('Vans: a shared W9.5 on the men’s chart answers men’s 8 with its combined label', async ({ page }) => {
    await page.goto('/brand/vans?gender=men&system=us&size=W9.5');
    await waitForHydration(page);
    await expect(page.locator('#vans-men-us-8')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('printed-pair')).toHaveText('Printed label: M8 / W9.5');
  });

  test('Crocs: a women’s 11 answers with its combined “M9 / W11” label, and New Balance US 9 with its CM 27', async ({ page }) => {
    await page.goto('/brand/crocs?gender=women&system=us&size=11');
    await waitForHydration(page);
    await expect(page.getByTestId('printed-pair')).toHaveText('Printed label: M9 / W11');
    await page.goto('/brand/new-balance?gender=men&system=us&size=9');
    await waitForHydration(page);
    await expect(page.locator('#new-balance-men-us-9')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#new-balance-men-us-9').getByRole('cell', { name: '27', exact: true })).toBeVisible();
  });

  test('On: a women’s US 10.5 answers its row with the JP label 27, and Reebok US 9 the 26.2 cm it prints', async ({ page }) => {
    await page.goto('/brand/on?gender=women&system=us&size=10.5');
    await waitForHydration(page);
    await expect(page.locator('[id="on-women-us-10.5"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[id="on-women-us-10.5"]').getByRole('cell', { name: '27', exact: true })).toBeVisible();
    await page.goto('/brand/reebok?gender=men&system=us&size=9');
    await waitForHydration(page);
    await expect(page.locator('#reebok-men-us-9')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#reebok-men-us-9').getByRole('cell', { name: '26.2', exact: true })).toBeVisible();
  });

  test('HOKA, Brooks and Saucony: one printed row each, men’s sizes only, in the box, the overview and the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/brand/hoka?gender=men&system=eu&size=42.67');
    await waitForHydration(page);
    // HOKA's rows are keyed by its US size; EU 42.67 is the thirds label printed on US 9's row.
    const hoka = page.locator('#hoka-men-us-9');
    await expect(hoka).toHaveAttribute('aria-current', 'true');
    await expect(hoka.getByRole('cell', { name: '42 2/3', exact: true })).toBeVisible();
    await expect(hoka.getByRole('cell', { name: '27', exact: true })).toBeVisible();
    // Men's only: no women's chart, no gender to choose in the converter or in the box.
    await expect(page.locator('#chart-women')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: en.ConverterUi.gender.women, exact: true })).toHaveCount(0);
    await expect(page.locator('select[name="fromGender"]')).toHaveCount(0);

    await page.goto('/brand/brooks?gender=men&system=us&size=9');
    await waitForHydration(page);
    await expect(page.locator('#brooks-men-us-9')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#brooks-men-us-9').getByRole('cell', { name: '42.5', exact: true })).toBeVisible();

    // Saucony as the box's target, asked from HOKA's EU 42 2/3 (the server answers the form).
    await page.goto(
      `/brand/saucony?gender=men&system=us&size=9&fromBrand=hoka&fromSystem=eu&fromSize=${encodeURIComponent('42 2/3')}&toSystem=us`,
    );
    await waitForHydration(page);
    await expect(page.locator('#saucony-men-us-9')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#saucony-men-us-9').getByRole('cell', { name: '27.5', exact: true })).toBeVisible();
    const box = page.locator('section[aria-labelledby="b2b-heading"]');
    await expect(box.getByTestId('b2b-best')).toHaveText(fill(en.BrandToBrand.resultTitle, { brand: 'Saucony', system: 'US', size: '9' }));

    // A women's source on Nike's box never offers the three; a men's one does.
    await page.goto('/brand/nike');
    await waitForHydration(page);
    const from = page.locator('section[aria-labelledby="b2b-heading"]').getByLabel(en.BrandToBrand.fromBrand);
    await expect(from.locator('option[value="hoka"]')).toHaveCount(1);
    await page.locator('select[name="fromGender"]').selectOption('women');
    for (const brand of ['hoka', 'brooks', 'saucony']) await expect(from.locator(`option[value="${brand}"]`)).toHaveCount(0);

    const overview = await (await request.get('/brand')).text();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const brand of ['hoka', 'brooks', 'saucony']) {
      expect(overview.includes(`href="/brand/${brand}"`), brand).toBe(true);
      expect(sitemap.includes(`/ja/brand/${brand}<`), brand).toBe(true);
    }
  });

  test('Skechers carries the “not independently verified” notice, and the page its FAQ data', async ({ page }) => {
    await page.goto('/brand/skechers');
    await expect(page.getByText(en.Chart.approximateTitle).first()).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join(' ')).toContain('FAQPage');
    expect(ld.join(' ')).toContain('Skechers');
  });

  for (const [locale, messages] of [
    ['ja', ja],
    ['hi', hi],
  ] as const) {
    test(`in ${locale} at 390 px the On and Reebok pages fit the screen and read in their language`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const brand of ['on', 'reebok'] as const) {
        await page.goto(`/${locale}/brand/${brand}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByText(messages.Tools.brand[brand].intro).first()).toBeVisible();
        await expect(page.getByText(messages.Chart.brandNotes[brand]).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, brand).toBeLessThanOrEqual(0);
      }
    });

    test(`in ${locale} at 390 px HOKA's and Crocs' pages say which charts they hold and link the standard converter for the others`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const linkText = (template: string) => /<link>(.*)<\/link>/.exec(template)?.[1] ?? template;
      for (const [brand, name, missing] of [
        ['hoka', 'HOKA', ['women', 'kids']],
        ['crocs', 'Crocs', ['kids']],
      ] as const) {
        await page.goto(`/${locale}/brand/${brand}`);
        const coverage = page.getByRole('region', { name: fill(messages.BrandCoverage.heading, { brand: name }) });
        await expect(coverage.locator('[data-coverage="men"]')).toHaveText(fill(messages.BrandCoverage.held.men, { brand: name }));
        for (const gender of missing) {
          const item = coverage.locator(`[data-coverage="${gender}"]`);
          await expect(item).toContainText(messages.BrandCoverage.missing[gender]);
          await expect(item).toContainText(fill(messages.BrandCoverage.reason.notFound, { brand: name }));
          await expect(item.getByRole('link', { name: linkText(messages.BrandCoverage.instead[gender]) })).toHaveAttribute(
            'href',
            `/${locale}/${gender}`,
          );
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, brand).toBeLessThanOrEqual(0);
      }
    });

    test(`in ${locale} at 390 px the Converse page fits the screen and reads in its language`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/brand/converse`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(messages.Tools.brand.converse.intro).first()).toBeVisible();
      await expect(page.locator('#chart-women').getByRole('columnheader', { name: messages.LabelKinds.pairColumn.men })).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
