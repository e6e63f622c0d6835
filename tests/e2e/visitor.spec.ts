import { expect, test, type Page, type Request } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ja from '@/messages/ja.json';
import { calibrationMm, papers, pageMarginMm } from '@/lib/measure/ruler/ruler-layout';
import { brandSlugs, countrySlugs } from '@/lib/page-catalogue';
import { siteUrl, waitForHydration } from './helpers';

/** An ICU message with simple {placeholders} filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

async function chooseLanguage(page: Page, current: string, language: string) {
  await page
    .getByRole('button', { name: new RegExp(current) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test.describe('switching the language', () => {
  for (const path of ['/fr/brand/nike', '/fr/men']) {
    test(`from ${path} to English loads the English page once, then the requests stop`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const requests: Request[] = [];
      const failures: string[] = [];
      page.on('request', (request) => requests.push(request));
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      await chooseLanguage(page, 'Français', 'English');
      await expect(page).toHaveURL(`${siteUrl}${path.replace('/fr', '')}`);
      await waitForHydration(page);
      // The English page and its prefetches settle; a loop asked for thousands in this time.
      await page.waitForTimeout(4000);
      const settled = requests.length;
      await page.waitForTimeout(3000);
      expect(settled, requests.map((r) => r.url()).join('\n')).toBeLessThan(80);
      expect(requests.length - settled, 'requests while idle').toBeLessThanOrEqual(2);
      expect(failures).toEqual([]);
    });
  }

  test('even an in-app navigation from a French page to an English one settles', async ({ page }) => {
    // No link does this any more (the switcher reloads), but the client router once predicted
    // `/login` as the home page of a locale "login" from the French routes it had learned, and
    // fetched the header's links forever. It must never guess routes (optimisticRouting: false).
    await page.goto('/fr/brand/nike');
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/brand/nike'),
    );
    await expect(page).toHaveURL(`${siteUrl}/brand/nike`);
    await page.waitForTimeout(5000);
    expect(requests.length, requests.join('\n')).toBeLessThan(40);
  });

  test('is a full page load that keeps the query, and remembers the choice for a year', async ({ page, context }) => {
    await page.goto('/brand/nike?gender=women&system=us&size=8');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
    await chooseLanguage(page, 'English', '日本語');
    await expect(page).toHaveURL(`${siteUrl}/ja/brand/nike?gender=women&system=us&size=8`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // A new document: what the old one held is gone.
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    await expect(page.getByTestId('result-title')).toHaveText(fill(ja.ConverterUi.resultTitle.women, { system: 'US', size: '8' }));

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'ja', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // Back to English from the mobile panel's list: the unprefixed page, remembered over Accept-Language.
    // The menu button works once the new document has hydrated; a click before that is lost under load.
    await waitForHydration(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: ja.Nav.openMenu }).click();
    await page.getByRole('navigation', { name: ja.LanguageSwitcher.label }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(`${siteUrl}/brand/nike?gender=women&system=us&size=8`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });
});

test.describe('visiting a page in a language', () => {
  test('does not pin it: the English page stays reachable by its URL', async ({ page, context }) => {
    await page.goto('/ja/men');
    await page.goto('/fr/country/japanese');
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
    const response = await page.goto('/men');
    expect(response?.url()).toBe(`${siteUrl}/men`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('page answers never carry Set-Cookie, cached or not', async ({ request }) => {
    const paths = [
      '/',
      '/men',
      '/ja/men',
      '/fr',
      '/de/brand/nike',
      '/country/japanese',
      '/men?gender=men&system=us&size=9',
      '/no-such-page',
    ];
    for (const path of paths) {
      for (const cookie of [undefined, 'NEXT_LOCALE=en', 'NEXT_LOCALE=fr']) {
        const response = await request.get(path, {
          maxRedirects: 0,
          headers: { 'sec-fetch-dest': 'document', ...(cookie ? { cookie } : {}) },
        });
        expect(
          response.headersArray().filter(({ name }) => name.toLowerCase() === 'set-cookie'),
          `${path} ${cookie}`,
        ).toEqual([]);
      }
    }
    // And a cached copy in particular (a copy that expired unasked is rendered again first: REVALIDATED).
    await request.get('/women');
    const cached = await request.get('/women');
    expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(cached.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('a shared result link', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the answer and its chart row', async ({ page }) => {
      await page.goto('/men?gender=men&system=us&size=9');
      await expect(page.getByTestId('result-title')).toHaveText(fill(en.ConverterUi.resultTitle.men, { system: 'US', size: '9' }));
      await expect(page.getByText(en.ConverterUi.resultEmpty)).toHaveCount(0);
      await expect(page.locator('#chart-men tr[aria-current="true"] th')).toHaveText(/^9/);
      await expect(page.getByLabel(en.ConverterUi.size, { exact: true })).toHaveValue('9');

      await page.goto('/fr/country/japanese?gender=women&footMm=240');
      await expect(page.getByTestId('result-title')).toHaveText(fill(fr.ConverterUi.footTitle, { cm: '24,0', inches: '9,45' }));
    });
  });

  test('is rendered on the server, while the page without a query stays static', async ({ request }) => {
    const shared = await request.get('/brand/adidas?gender=men&system=eu&size=42+2%2F3');
    const html = await shared.text();
    expect(html.includes('data-testid="result-title"')).toBe(true);
    expect(/<tr[^>]*aria-current="true"/.test(html)).toBe(true);
    // A page not asked for since it expired (50 s) is rendered again first (REVALIDATED); the next answer is the cached one.
    await request.get('/brand/adidas');
    const plain = await request.get('/brand/adidas');
    expect(plain.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect((await plain.text()).includes('data-testid="result-title"')).toBe(false);
  });

  test('hydrates without a layout shift or a console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/men?gender=men&system=us&size=9', '/kids?gender=kids&footMm=180', '/?gender=women&system=uk&size=5']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
      expect(total, path).toBeLessThan(0.01);
      await expect(page.getByTestId('result-title')).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the brand-to-brand box', () => {
  const question = { brand: 'ASICS', system: 'US', size: '9' };

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a form the server answers, keeping the question in the URL', async ({ page }) => {
      await page.goto('/brand/asics');
      const box = page.locator('section[aria-labelledby="b2b-heading"]');
      await expect(box.getByLabel(en.BrandToBrand.fromBrand)).toHaveValue('nike');
      await expect(box.getByLabel(en.BrandToBrand.system, { exact: true })).toHaveValue('us');
      await box.getByLabel(en.BrandToBrand.size, { exact: true }).fill('9');
      await box.getByRole('button', { name: fill(en.BrandToBrand.submit, { brand: 'ASICS' }) }).click();
      await expect(page).toHaveURL(/\/brand\/asics\?.*fromSize=9/);
      await expect(box.getByTestId('b2b-best')).toHaveText(fill(en.BrandToBrand.resultTitle, question));
      await expect(box.getByTestId('b2b-also')).toContainText('EU');
      await expect(box.getByTestId('b2b-also')).toContainText('JP');
      await expect(box.getByLabel(en.BrandToBrand.size, { exact: true })).toHaveValue('9');
    });
  });

  test('puts each question in the history, so the back button returns to the one before', async ({ page }) => {
    await page.goto('/brand/asics');
    await waitForHydration(page);
    const box = page.locator('section[aria-labelledby="b2b-heading"]');
    const size = box.getByLabel(en.BrandToBrand.size, { exact: true });
    const submit = box.getByRole('button', { name: fill(en.BrandToBrand.submit, { brand: 'ASICS' }) });
    await size.fill('9');
    await submit.click();
    await expect(box.getByTestId('b2b-best')).toHaveText(fill(en.BrandToBrand.resultTitle, question));
    await size.fill('10');
    await expect(box.getByTestId('b2b-answer')).toHaveAttribute('data-stale', 'true');
    await submit.click();
    await expect(box.getByTestId('b2b-best')).toHaveText(fill(en.BrandToBrand.resultTitle, { ...question, size: '10' }));
    await expect(page).toHaveURL(/fromSize=10/);

    await page.goBack();
    await expect(page).toHaveURL(/fromSize=9/);
    await expect(box.getByTestId('b2b-best')).toHaveText(fill(en.BrandToBrand.resultTitle, question));
    await expect(size).toHaveValue('9');
  });
});

test.describe('the home page', () => {
  test('converts above the fold and links to the full chart with the same answer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: en.ConverterUi.label });
    await expect(form).toBeInViewport();
    await form.getByRole('radio', { name: en.ConverterUi.gender.women, exact: true }).check({ force: true });
    await form.getByLabel(en.ConverterUi.size, { exact: true }).selectOption('8');
    await expect(page.getByTestId('result-title')).toHaveText(fill(en.ConverterUi.resultTitle.women, { system: 'US', size: '8' }));
    await expect(page).toHaveURL(/\?gender=women&system=us&size=8$/);
    // The home page has no charts of its own: the answer leads to the women's page, row highlighted.
    await expect(page.locator('table')).toHaveCount(0);
    await page.getByRole('link', { name: en.ConverterInput.fullChart.women }).click();
    await expect(page).toHaveURL(/\/women\?gender=women&system=us&size=8$/);
    await expect(page.locator('#chart-women tr[aria-current="true"] th')).toHaveText(/^8/);
  });

  test('lists the three groups and leads to the overviews and the measuring page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: en.HomeLinks.overview.country }).click();
    await expect(page).toHaveURL(/\/country$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Overview.country.title);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(countrySlugs.length);
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(en.Tools.country.japanese.title) })).toContainText(
      en.Tools.country.japanese.description,
    );

    await page.goto('/ja/brand');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja.Overview.brand.title);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(brandSlugs.length);

    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: ja.Nav.country })).toHaveAttribute('href', '/ja/country');
    await expect(footer.getByRole('link', { name: ja.Nav.brand })).toHaveAttribute('href', '/ja/brand');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the answer comes into view after a size is picked, and is announced', async ({ page }) => {
    await page.goto('/men');
    await waitForHydration(page);
    const result = page.getByTestId('conversion-result');
    await expect(result).not.toBeInViewport({ ratio: 0.3 });
    await page.getByLabel(en.ConverterUi.size, { exact: true }).selectOption('9');
    await expect(page.getByTestId('result-title')).toBeInViewport();
    await expect(
      page.getByRole('status').filter({ hasText: fill(en.ConverterUi.resultTitle.men, { system: 'US', size: '9' }) }),
    ).toHaveCount(1);
  });

  test('arrow keys on the size select convert at each press and leave the page where it is', async ({ page }) => {
    await page.goto('/men');
    await waitForHydration(page);
    const size = page.getByLabel(en.ConverterUi.size, { exact: true });
    await size.focus();
    const before = await page.evaluate(() => window.scrollY);
    for (let press = 0; press < 4; press += 1) await size.press('ArrowDown');
    const chosen = await size.inputValue();
    expect(chosen).not.toBe('');
    await expect(page.getByTestId('result-title')).toHaveText(fill(en.ConverterUi.resultTitle.men, { system: 'US', size: chosen }));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(size).toBeInViewport();
  });

  test('the answer to a typed foot length comes into view once the field is left', async ({ page }) => {
    await page.goto('/men');
    await waitForHydration(page);
    await page.getByLabel(en.ConverterUi.footLength, { exact: true }).fill('26.5');
    await expect(page.getByTestId('result-title')).not.toBeInViewport();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByTestId('result-title')).toBeInViewport();
  });

  test('the answer to a measured photo’s length is in view when the converter opens', async ({ page }) => {
    await page.goto('/men?footMm=265');
    await expect(page.getByTestId('result-title')).toBeInViewport();
  });

  test('the menu’s groups fold, one open at a time', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: en.Nav.openMenu }).click();
    const panel = page.getByRole('navigation', { name: en.Nav.mobileMenu });
    const country = panel.getByRole('button', { name: en.Nav.country });
    const brand = panel.getByRole('button', { name: en.Nav.brand });
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: en.Tools.country.japanese.title })).toBeHidden();
    await country.click();
    await expect(panel.getByRole('link', { name: en.Tools.country.japanese.title })).toBeVisible();
    await brand.press('Enter');
    await expect(brand).toHaveAttribute('aria-expanded', 'true');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: en.Tools.country.japanese.title })).toBeHidden();
    await panel.getByRole('link', { name: 'Nike', exact: true }).click();
    await expect(page).toHaveURL(/\/brand\/nike$/);
  });
});

test.describe('typing a foot length', () => {
  async function typeFoot(page: Page, text: string) {
    await page.getByLabel(en.ConverterUi.footLength, { exact: true }).fill(text);
  }

  test('says what is wrong, and when a number was reinterpreted', async ({ page }) => {
    await page.goto('/kids');
    await waitForHydration(page);
    const field = page.getByLabel(en.ConverterUi.footLength, { exact: true });
    const hint = page.getByTestId('foot-hint');
    // A child's foot as the example, not an adult's 26.5.
    await expect(field).toHaveAttribute('placeholder', '18.0');

    await typeFoot(page, '-5');
    await expect(hint).toHaveText(fill(en.ConverterInput.footProblems.negative, { example: '18.0' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await typeFoot(page, '0');
    await expect(hint).toHaveText(fill(en.ConverterInput.footProblems.zero, { example: '18.0' }));
    await typeFoot(page, 'abc');
    await expect(hint).toHaveText(fill(en.ConverterUi.footInvalid, { example: '18.0' }));

    await page.goto('/men');
    await waitForHydration(page);
    await typeFoot(page, '265');
    await expect(hint).toHaveText(fill(en.ConverterInput.footReadAsMm, { cm: '26.5' }));
    await expect(page.getByTestId('result-title')).toHaveText(fill(en.ConverterUi.footTitle, { cm: '26.5', inches: '10.43' }));
    await typeFoot(page, '99');
    await expect(hint).toHaveText(fill(en.ConverterInput.footReadAsMm, { cm: '9.9' }));
    await expect(page.getByTestId('result-error')).toBeVisible();
    await typeFoot(page, '26.5');
    await expect(hint).toHaveText(en.ConverterUi.footHint);
    await expect(field).not.toHaveAttribute('aria-invalid');
  });
});

test.describe('the measuring page', () => {
  for (const paper of ['a4', 'letter'] as const) {
    test(`prints the ruler on one ${paper} page at its true size`, async ({ page }) => {
      await page.goto('/measure');
      await waitForHydration(page);
      await page.getByRole('radio', { name: en.MeasurePage.papers[paper] }).check({ force: true });
      await page.emulateMedia({ media: 'print' });
      // 96 CSS pixels to the inch: the calibration line is 100 mm on paper.
      const pxPerMm = 96 / 25.4;
      const line = await page.locator(`[data-calibration-mm="${calibrationMm}"] line`).first().boundingBox();
      expect(line!.width / pxPerMm).toBeCloseTo(calibrationMm, 0);
      const sheet = await page.locator(`svg[data-ruler-sheet="${paper}"]`).boundingBox();
      expect(sheet!.width / pxPerMm).toBeCloseTo(papers[paper].widthMm - 2 * pageMarginMm, 0);

      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
      // PDF points: 72 to the inch.
      expect(Number(box![1]) / (72 / 25.4)).toBeCloseTo(papers[paper].widthMm, 0);
      expect(Number(box![2]) / (72 / 25.4)).toBeCloseTo(papers[paper].heightMm, 0);
    });
  }

  test('is linked from every converter’s measuring guide', async ({ page }) => {
    await page.goto('/brand/ugg');
    await page.getByRole('link', { name: en.HomeLinks.measure }).click();
    await expect(page).toHaveURL(/\/measure$/);
    await expect(page.getByRole('img', { name: fill(en.MeasurePage.sheetLabel, { paper: en.MeasurePage.papers.letter }) })).toBeVisible();
  });

  test('draws the measured foot on every converter, named and labelled in the page’s language', async ({ page }) => {
    await page.goto('/ja/men');
    const drawing = page.getByRole('img', { name: ja.Measure.figureLabel });
    await drawing.scrollIntoViewIfNeeded();
    // The drawing is a file of its own (public/images/measure-foot.svg): it must arrive and be drawn.
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    const box = (await drawing.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    // Its one word sits on the drawing's wall band, the bottom tenth of the picture.
    const wall = (await drawing.locator('xpath=..').getByText(ja.Measure.wall, { exact: true }).boundingBox())!;
    expect(wall.x).toBeGreaterThanOrEqual(box.x);
    expect(wall.x + wall.width).toBeLessThanOrEqual(box.x + box.width);
    expect(wall.y).toBeGreaterThan(box.y + box.height * 0.85);
    expect(wall.y + wall.height).toBeLessThanOrEqual(box.y + box.height);
  });
});

test.describe('scripts other than Latin', () => {
  const fonts = { ja: 'Hiragino Sans', ko: 'Malgun Gothic', hi: 'Nirmala UI', gu: 'Nirmala UI' } as const;
  test('name system fonts that hold the script, and download no more than the Latin font', async ({ page }) => {
    for (const [locale, family] of Object.entries(fonts)) {
      const fontsLoaded: string[] = [];
      const listener = (request: Request) => {
        if (request.resourceType() === 'font') fontsLoaded.push(request.url());
      };
      page.on('request', listener);
      await page.goto(`/${locale}/men`);
      await page.waitForLoadState('load');
      const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(stack, locale).toContain(family);
      expect(stack.indexOf('Geist'), locale).toBeLessThan(stack.indexOf(family));
      expect(
        fontsLoaded.every((url) => /Geist/i.test(url)),
        fontsLoaded.join(' '),
      ).toBe(true);
      page.off('request', listener);
    }
    await page.goto('/men');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Hiragino');
  });
});
