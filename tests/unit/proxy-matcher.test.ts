import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import proxy, { config } from '@/proxy';
import { pageRewrites } from '@/lib/i18n/page-rewrites';
import { localeCookie, locales } from '@/lib/i18n/routing';
import { answerPagePaths, publicPaths } from '@/lib/page-catalogue';
import { answerQueryKeys } from '@/lib/converter/answer-query';

// Next's own reading of the matcher (the build runs the same function on proxy.ts's `config`); it
// is exported by the module but missing from its type declarations.
const { getMiddlewareMatchers } = createRequire(import.meta.url)('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[];
};
const proxyRunsFor = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const rewrites = pageRewrites().map((rule) => ({ ...rule, match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }) }));

type Outcome = { status: number; path: string };

/** The one part of Next's request object that matchers and rules read. */
function nodeRequest(headers: Record<string, string>) {
  return { headers } as unknown as Parameters<typeof proxyRunsFor>[1];
}

/** next.config's beforeFiles rewrites, applied the way Next's router applies them: in order, chained. */
function rewrite(url: URL, headers: Record<string, string>): string {
  let pathname = url.pathname;
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const rule of rewrites) {
    const params = rule.match(pathname);
    if (!params) continue;
    const hasParams = matchHas(nodeRequest(headers), query, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query,
    });
    pathname = parsedDestination.pathname ?? pathname;
    Object.assign(query, parsedDestination.query);
  }
  const search = new URLSearchParams(query).toString();
  return pathname + (search ? `?${search}` : '');
}

/** Where a request ends: the proxy (when its matcher says so, or always), then the rewrites. */
function route(path: string, headers: Record<string, string>, proxyAlways = false): Outcome & { proxied: boolean } {
  const url = new URL(path, 'http://localhost:3000');
  const proxied = proxyAlways || proxyRunsFor(url.pathname, nodeRequest(headers), Object.fromEntries(url.searchParams));
  if (!proxied) return { status: 200, path: rewrite(url, headers), proxied };
  const response = proxy(new NextRequest(url, { headers }));
  // Only a blog post's path waits for the database, and none is routed here.
  if (response instanceof Promise) throw new Error(`${path} was answered asynchronously`);
  const location = response.headers.get('location');
  if (location) return { status: response.status, path: `redirect ${new URL(location).pathname}${new URL(location).search}`, proxied };
  const rewritten = response.headers.get('x-middleware-rewrite');
  return { status: response.status, path: rewrite(rewritten ? new URL(rewritten) : url, headers), proxied };
}

const cookies = [
  '',
  `${localeCookie.name}=en`,
  `${localeCookie.name}=ja`,
  `${localeCookie.name}=xx`,
  `${localeCookie.name}=EN`,
  `${localeCookie.name}=`,
];
const languages = [
  undefined,
  '',
  'en',
  'en-US,en;q=0.9',
  'EN-gb',
  ' en-GB , fr;q=0.5',
  'en-GB,fr;q=0.5',
  'en-US;q=0.9,en',
  'en-US,ja',
  'en,ja',
  'en-US,fr-FR;q=0.9,fr;q=0.8',
  'en-US,en-GB;q=0.9,fr;q=0.5',
  'en-AU,ja;q=0.5',
  'en-us',
  'ja',
  'en;q=0.5,ja',
  'fr-FR,fr;q=0.9,en;q=0.8',
  'de, en',
  'eng',
  '*',
];
const queries = ['', '?gender=men&system=us&size=9', '?utm_source=mail', '?footMm=265'];
const prefixes = ['', '/en', '/ja', '/de'];
const otherPaths = [
  '/about',
  '/login',
  '/dashboard',
  '/country',
  '/men/result',
  '/result',
  '/men/foo',
  '/country/atlantis',
  '/brand/nikee',
  '/jamen',
  '/womenx',
];

function expectSameAsProxy(path: string, headers: Record<string, string>): boolean {
  const actual = route(path, headers);
  const expected = route(path, headers, true);
  expect({ status: actual.status, path: actual.path }, `${path} ${JSON.stringify(headers)}`).toEqual({
    status: expected.status,
    path: expected.path,
  });
  return !actual.proxied;
}

function headersOf(cookie: string, language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'sec-fetch-dest': 'document' };
  if (cookie) headers.cookie = cookie;
  if (language !== undefined) headers['accept-language'] = language;
  return headers;
}

const pathOf = (prefix: string, page: string) => (prefix && page === '/' ? prefix : `${prefix}${page}`);

describe('proxy matcher: where the proxy does not run, the answer is the one it would have given', () => {
  it('routes every page in every language prefix, with and without a choice or browser languages, as the proxy would', () => {
    let skipped = 0;
    for (const page of [...answerPagePaths, ...otherPaths]) {
      for (const prefix of prefixes) {
        for (const [cookie, language] of [
          ['', undefined],
          ['', 'en-US,en;q=0.9'],
          [`${localeCookie.name}=en`, 'ja'],
          ['', 'ja'],
        ] as const) {
          for (const query of queries) if (expectSameAsProxy(pathOf(prefix, page) + query, headersOf(cookie, language))) skipped++;
        }
      }
    }
    expect(skipped).toBeGreaterThan(600);
  });

  it('routes every remembered choice and Accept-Language header as the proxy would', () => {
    for (const page of ['/', '/men', '/brand/dr-martens', '/country/philippines', '/about', '/men/foo', '/country/atlantis']) {
      for (const prefix of prefixes) {
        for (const cookie of cookies) {
          for (const language of languages) {
            for (const query of queries.slice(0, 2)) expectSameAsProxy(pathOf(prefix, page) + query, headersOf(cookie, language));
          }
        }
      }
    }
  });
});

describe('proxy matcher: the requests it leaves out', () => {
  it('leaves out every converter page and home page in every language but English, whatever the cookie', () => {
    for (const locale of locales.filter((entry) => entry !== 'en')) {
      for (const page of answerPagePaths) {
        const path = page === '/' ? `/${locale}` : `/${locale}${page}`;
        for (const cookie of ['', `${localeCookie.name}=fr`]) {
          expect(route(path, cookie ? { cookie } : {}).proxied, `${path} ${cookie}`).toBe(false);
        }
      }
    }
  });

  it('leaves out the unprefixed pages for English readers: no choice and no or English-first browser languages, or English chosen', () => {
    for (const page of answerPagePaths) {
      for (const headers of [
        {} as Record<string, string>,
        { 'accept-language': 'en-US,en;q=0.9' },
        { 'accept-language': 'en' },
        { cookie: `${localeCookie.name}=en`, 'accept-language': 'ja' },
      ]) {
        const outcome = route(page, headers);
        expect(outcome.proxied, `${page} ${JSON.stringify(headers)}`).toBe(false);
        expect(outcome.path).toBe(page === '/' ? '/en' : `/en${page}`);
      }
    }
  });

  it('runs for the rest: other pages, English-prefixed paths, a remembered other language, browser languages to negotiate', () => {
    const nonAnswerPages = publicPaths.filter((page) => !answerPagePaths.includes(page));
    for (const page of nonAnswerPages) expect(route(page, {}).proxied, page).toBe(true);
    expect(route('/en/men', {}).proxied).toBe(true);
    expect(route('/men', { cookie: `${localeCookie.name}=ja` }).proxied).toBe(true);
    expect(route('/men', { 'accept-language': 'ja,en;q=0.9' }).proxied).toBe(true);
    expect(route('/ja/men/result', {}).proxied).toBe(true);
    expect(route('/ja/dashboard', {}).proxied).toBe(true);
    for (const key of answerQueryKeys) expect(route(`/ja/brand/nike?${key}=1`, {}).proxied, key).toBe(true);
  });

  it('serves shared answers from the dynamic variant, through the proxy; a campaign tag leaves the page static', () => {
    expect(route('/men?gender=men&system=us&size=9', {})).toMatchObject({
      proxied: true,
      path: '/en/men/result?gender=men&system=us&size=9',
    });
    expect(route('/fr/brand/nike?footMm=265', {})).toMatchObject({ proxied: true, path: '/fr/brand/nike/result?footMm=265' });
    expect(route('/ja?gender=kids', {}).path).toBe('/ja/result?gender=kids');
    expect(route('/?size=9', {}).path).toBe('/en/result?size=9');
    expect(route('/men?size=9', { 'accept-language': 'fr;q=0.5,en' })).toMatchObject({ proxied: true, path: '/en/men/result?size=9' });
    expect(route('/men?utm_source=mail', {})).toMatchObject({ proxied: false, path: '/en/men?utm_source=mail' });
    expect(route('/about?size=9', {}).path).toBe('/en/about?size=9');
    expect(route('/country?gender=men', {}).path).toBe('/en/country?gender=men');
  });
});
