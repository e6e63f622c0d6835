import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ja from '@/messages/ja.json';
import de from '@/messages/de.json';
import { publicPaths } from '@/lib/page-catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { absolute, alternateLinks, canonicalLink, expectedAlternates, htmlLang, localized, metaContent, siteUrl, title } from './helpers';

const sampleLocales: { locale: Locale; siteName: string }[] = [
  { locale: 'en', siteName: en.Metadata.siteName },
  { locale: 'fr', siteName: fr.Metadata.siteName },
  { locale: 'ja', siteName: ja.Metadata.siteName },
];

const pages = [...publicPaths, '/login', '/signup', '/saved-channels'];

test.describe('every public route', () => {
  // One test per page, so that each has its own time budget and a failure names its page.
  for (const { locale, siteName } of sampleLocales) {
    for (const path of pages) {
      test(`${localized(locale, path)} renders with lang, title, canonical and the full alternate set`, async ({ request }) => {
        const url = localized(locale, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(htmlLang(html), url).toBe(locale);
        expect(title(html), url).toContain(siteName);
        expect(metaContent(html, 'description')?.length ?? 0, url).toBeGreaterThan(8);
        expect(canonicalLink(html), url).toBe(absolute(locale, path));
        expect(metaContent(html, 'og:url'), url).toBe(absolute(locale, path));
        expect(alternateLinks(html), url).toEqual(expectedAlternates(path));
        expect(metaContent(html, 'og:title'), url).toBeTruthy();
        // The other languages are named once, by hreflang.
        expect(html.includes('og:locale:alternate'), url).toBe(false);
      });
    }
  }

  test('the English prefix redirects to the unprefixed page', async ({ request }) => {
    const response = await request.get('/en/women', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers()['location']!, siteUrl).pathname).toBe('/women');
  });

  test('a missing file is a plain 404, while the files that exist are served', async ({ request }) => {
    for (const path of ['/no-such-file.png', '/fr/icon.svg', '/content/nothing.webp']) {
      const missing = await request.get(path, { maxRedirects: 0 });
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(await missing.text(), path).toBe('Not Found\n');
    }
    for (const path of ['/icon.svg', '/content/men.webp', '/robots.txt', '/sitemap.xml']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('a first visit follows Accept-Language, and a remembered choice wins over it', async ({ request }) => {
    const detected = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(new URL(detected.headers()['location']!, siteUrl).pathname).toBe('/de');

    const remembered = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'de-DE,de;q=0.9', cookie: 'NEXT_LOCALE=ko' },
    });
    expect(new URL(remembered.headers()['location']!, siteUrl).pathname).toBe('/ko');
  });

  test('converter and info pages are served from the static cache, in their language', async ({ request }) => {
    // A prerendered page comes from Next's cache: `x-nextjs-prerender: 1` and `x-nextjs-cache` HIT,
    // or STALE when the copy is older than the 30 s revalidation (served while a fresh one renders
    // in the background). A copy older than 50 s (`expireTime`) is rendered again before it is
    // served (a MISS, or REVALIDATED when the expired copy was there), and only the first answer may be that. A page rendered per request carries
    // neither header and never becomes a HIT. Ask until the regenerated copy is a plain HIT.
    let headers: Record<string, string> = {};
    for (const [path, lang] of [
      ['/country/japanese', 'en'],
      ['/fr/about', 'fr'],
    ] as const) {
      const seen: string[] = [];
      for (let attempt = 0; attempt < 40 && seen.at(-1) !== 'HIT'; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        const response = await request.get(path);
        headers = response.headers();
        expect(response.status()).toBe(200);
        expect(headers['x-nextjs-cache'], `${path} ${JSON.stringify(headers)}`).toMatch(
          attempt === 0 ? /^(HIT|STALE|MISS|REVALIDATED)$/ : /^(HIT|STALE)$/,
        );
        expect(
          response.headersArray().some(({ name, value }) => name.toLowerCase() === 'x-nextjs-prerender' && value === '1'),
          path,
        ).toBe(true);
        expect(headers['cache-control'], path).toBe('s-maxage=30, stale-while-revalidate=20');
        // The regenerated copy is in the page's language too (the locale comes from next/root-params).
        expect(await response.text(), path).toContain(`<html lang="${lang}"`);
        seen.push(headers['x-nextjs-cache']!);
      }
      expect(seen.at(-1), `${path}: ${seen.join(' ')}`).toBe('HIT');
    }
    expect(headers['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('a cached page carries an entity tag, and a browser that holds it is told 304 Not Modified', async ({ request }) => {
    // Next's own ETag (generateEtags) names the page's content and Next gzips (compress); for a
    // client that accepts Brotli (Playwright's default Accept-Encoding does), the front of
    // scripts/brotli-front.mjs sends Brotli under the same tag made weak, as nginx does.
    for (const path of ['/men', '/ja/brand/nike']) {
      // The page is rendered again in the background every 30 s; ask until two answers in a row
      // come from the same rendering.
      const strong = (tag: string | undefined) => tag?.replace(/^W\//, '');
      let first = await request.get(path);
      let plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      for (let attempt = 0; attempt < 10 && plain.headers()['etag'] !== strong(first.headers()['etag']); attempt++) {
        first = await request.get(path);
        plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      }
      const etag = first.headers()['etag'];
      expect(etag, path).toMatch(/^W\/"[0-9a-z]+"$/);
      expect(first.headers()['content-encoding'], path).toBe('br');
      expect(first.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(plain.headers()['etag'], path).toBe(strong(etag));
      const body = await first.body();
      expect((await plain.body()).equals(body), path).toBe(true);
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(gzip.headers()['etag'], path).toMatch(/^"[0-9a-z]+"$/);

      const revalidated = await request.get(path, { headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' } });
      expect(revalidated.status(), path).toBe(304);
      expect((await revalidated.body()).length).toBe(0);
      const outdated = await request.get(path, { headers: { 'If-None-Match': '"an older copy"', 'Cache-Control': 'max-age=0' } });
      expect(outdated.status(), path).toBe(200);
      expect((await outdated.body()).length, path).toBeGreaterThan(1000);
    }
  });

  test('HEAD on a page answers the headers GET does, entity tag included', async ({ request }) => {
    // Only what describes the body as sent differs: its length (sent once the front has cached the
    // page's Brotli bytes) and framing, and the clock; x-nextjs-cache may move from STALE to HIT between two asks.
    const perRequest = new Set([
      'date',
      'content-length',
      'content-encoding',
      'transfer-encoding',
      'x-nextjs-cache',
      'connection',
      'keep-alive',
    ]);
    const kept = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.has(name)));
    for (const path of ['/men', '/ja/country/japanese', '/fr/about']) {
      await request.get(path);
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status(), path).toBe(200);
      expect((await head.body()).length, path).toBe(0);
      expect(head.headers()['etag'], path).toMatch(/^W\/"[0-9a-z]+"$/);
      expect(head.headers()['content-encoding'], path).toBe(get.headers()['content-encoding']);
      expect(kept(head.headers()), path).toEqual(kept(get.headers()));
    }
  });
});

test.describe('unknown pages', () => {
  const cases: [string, 'en' | 'fr' | 'ja' | 'de'][] = [
    ['/country/narnia', 'en'],
    ['/brand/acme', 'en'],
    ['/fr/brand/acme', 'fr'],
    ['/ja/country/atlantis', 'ja'],
    ['/no-such-page', 'en'],
    ['/de/no/such/page', 'de'],
    ['/xx/women', 'en'],
  ];
  for (const [path, locale] of cases) {
    test(`${path} is a localized 404 with the site's navigation`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe(locale);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      const notFoundTitle = { en, fr, ja, de }[locale as 'en' | 'fr' | 'ja' | 'de'].NotFound.title;
      expect(html).toContain(notFoundTitle);
    });
  }
});

test('an unknown dashboard path is a 404 inside the dashboard frame', async ({ request }) => {
  const response = await request.get('/fr/dashboard/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(htmlLang(html)).toBe('fr');
  expect(html).toContain('data-area="dashboard"');
  // Its own slim header, not the site's (whose first element is the skip link).
  expect(html).not.toContain('href="#main"');
  expect(html).toContain(fr.NotFound.title);
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every public page in every language with its alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    // Blog posts (written by other tests meanwhile) have entries of their own, in their languages only.
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((match) => match[1]!)
      .filter((body) => !/<loc>[^<]*\/blog\/[^<]+<\/loc>/.test(body));
    expect(entries).toHaveLength(publicPaths.length * 13);
    for (const path of publicPaths) {
      for (const locale of ['en', 'fr', 'gu', 'ja'] as const) {
        const url = absolute(locale, path);
        const entry = entries.find((body) => body.includes(`<loc>${url}</loc>`));
        expect(entry, url).toBeDefined();
        const alternates = Object.fromEntries(
          [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
        );
        expect(alternates).toEqual(expectedAlternates(path));
      }
    }
  });

  test('robots.txt points to the sitemap and keeps the dashboard and the API out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(text).toMatch(/^Disallow: \/dashboard$/m);
    expect(text).toMatch(/^Disallow: \/fr\/dashboard$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
