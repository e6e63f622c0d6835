import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';

export const siteUrl = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

export function localized(locale: Locale, path: string): string {
  const rest = path === '/' ? '' : path;
  return locale === defaultLocale ? rest || '/' : `/${locale}${rest}`;
}

/** Absolute URL of a page; Next writes the English home page as the bare origin. */
export function absolute(locale: Locale, path: string): string {
  const local = localized(locale, path);
  return local === '/' ? siteUrl : siteUrl + local;
}

/** The hreflang alternates a page must carry, as absolute URLs. */
export function expectedAlternates(path: string): Record<string, string> {
  const expected: Record<string, string> = { 'x-default': absolute(defaultLocale, path) };
  for (const locale of locales) expected[locale] = absolute(locale, path);
  return expected;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

export function alternateLinks(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (attribute(tag, 'rel') !== 'alternate') continue;
    const hreflang = attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang');
    const href = attribute(tag, 'href');
    if (hreflang && href) links[hreflang] = href;
  }
  return links;
}

export function canonicalLink(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (attribute(tag, 'rel') === 'canonical') return attribute(tag, 'href');
  }
  return undefined;
}

export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    if (attribute(tag, 'name') === key || attribute(tag, 'property') === key) return attribute(tag, 'content');
  }
  return undefined;
}

export function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/**
 * Waits until React has hydrated every control on the page. Parts of a page can hydrate at
 * different moments (each Suspense boundary on its own), so one hydrated button does not mean
 * the converter below it is ready; a choice made before then would be reset by hydration. The
 * header's menus load once the page is idle and stand in with look-alike buttons until then
 * (data-deferred): those shown are waited for too, so that keyboard tests meet the real menus (a
 * menu hidden at this width loads when it shows or is used).
 */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => {
    const controls = Array.from(document.querySelectorAll('button, select, input, textarea'));
    const hydrated = controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber')));
    const standIns = Array.from(document.querySelectorAll('[data-deferred]'));
    return controls.length > 0 && hydrated && standIns.every((standIn) => standIn.getClientRects().length === 0);
  });
}

const thirdParty = /(crisp\.chat|googletagmanager\.com|google-analytics\.com)/;

/** Records third-party requests (answering them locally, so nothing leaves the machine). */
export async function watchThirdParty(page: import('@playwright/test').Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(thirdParty, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

/**
 * Notes the address of every script the page loads from now on; `stop()` ends the watch and fetches
 * each one's body through the test's own request context. A body read through the page itself
 * (`response.text()`) can still be pending when the page closes, and then fails with "Test ended".
 */
export function watchScripts(page: import('@playwright/test').Page): { stop(): Promise<{ url: string; body: string }[]> } {
  const urls = new Set<string>();
  const note = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', note);
  return {
    async stop() {
      page.off('response', note);
      // One at a time, as a browser's few connections would: a burst of dozens at once is what the
      // server's load shedder answers 503 when the machine is busy.
      const scripts: { url: string; body: string }[] = [];
      for (const url of urls) {
        const response = await page.request.get(url);
        if (!response.ok()) throw new Error(`${url} answered ${response.status()} when fetched again`);
        scripts.push({ url, body: await response.text() });
      }
      return scripts;
    },
  };
}
