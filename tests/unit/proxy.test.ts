import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';

/** The proxy's answer; only a blog post's path waits for the database, every other page is answered at once. */
function ask(path: string, headers: Record<string, string> = {}) {
  const answer = proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'sec-fetch-dest': 'document', ...headers } }));
  if (answer instanceof Promise) throw new Error(`${path} was answered asynchronously`);
  return answer;
}

const rewrite = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname + new URL(target).search : null;
};
const location = (response: Response) => {
  const target = response.headers.get('location');
  return target ? new URL(target).pathname + new URL(target).search : null;
};

describe('proxy: the remembered language', () => {
  it('never sets a cookie, whatever page is visited', () => {
    for (const path of ['/ja/men', '/men', '/fr', '/de/brand/nike?gender=men&system=us&size=9', '/en/women']) {
      for (const cookie of ['', 'NEXT_LOCALE=fr', 'NEXT_LOCALE=en']) {
        expect(ask(path, cookie ? { cookie } : {}).headers.get('set-cookie'), `${path} ${cookie}`).toBeNull();
      }
    }
  });

  it('serves a prefixed page in its language, whatever the cookie says', () => {
    expect(rewrite(ask('/ja/men', { cookie: 'NEXT_LOCALE=fr' }))).toBeNull();
    expect(ask('/ja/men', { cookie: 'NEXT_LOCALE=fr' }).status).toBe(200);
  });

  it('sends an unprefixed first visit to the remembered language, keeping the query', () => {
    const response = ask('/men?gender=men&system=us&size=9', { cookie: 'NEXT_LOCALE=ko', 'accept-language': 'de' });
    expect(response.status).toBe(307);
    expect(location(response)).toBe('/ko/men?gender=men&system=us&size=9');
  });

  it('serves English to someone who chose English, whatever the browser prefers', () => {
    const response = ask('/men', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'ja' });
    expect(response.status).toBe(200);
    expect(rewrite(response)).toBe('/en/men');
  });

  it('follows Accept-Language without a remembered choice, and ignores a cookie that is not a language', () => {
    expect(location(ask('/men', { 'accept-language': 'ja' }))).toBe('/ja/men');
    expect(location(ask('/men', { 'accept-language': 'ja', cookie: 'NEXT_LOCALE=xx' }))).toBe('/ja/men');
    expect(rewrite(ask('/men', { 'accept-language': 'en-US' }))).toBe('/en/men');
    // The first language the browser names wins: a British English reader who also reads French.
    expect(rewrite(ask('/men', { 'accept-language': 'en-GB,fr;q=0.5' }))).toBe('/en/men');
    expect(location(ask('/brand/nike?size=9', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }))).toBe('/fr/brand/nike?size=9');
  });
});

describe('proxy: shared answers', () => {
  it('serves a converter page asked with an answer from its dynamic variant', () => {
    expect(rewrite(ask('/men?gender=men&system=us&size=9'))).toBe('/en/men/result?gender=men&system=us&size=9');
    expect(rewrite(ask('/fr/brand/nike?footMm=265'))).toBe('/fr/brand/nike/result?footMm=265');
    expect(rewrite(ask('/ja?gender=kids'))).toBe('/ja/result?gender=kids');
    expect(rewrite(ask('/?size=9'))).toBe('/en/result?size=9');
  });

  it('keeps the static page without an answer in the query, and for pages without a converter', () => {
    expect(rewrite(ask('/men'))).toBe('/en/men');
    expect(rewrite(ask('/men?utm_source=mail'))).toBe('/en/men?utm_source=mail');
    expect(rewrite(ask('/fr/men'))).toBeNull();
    expect(rewrite(ask('/about?size=9'))).toBe('/en/about?size=9');
    expect(rewrite(ask('/country?gender=men'))).toBe('/en/country?gender=men');
  });

  it('answers 404 to the dynamic variants asked by name', () => {
    for (const path of ['/men/result', '/fr/result', '/brand/nike/result?size=9']) {
      const response = ask(path);
      expect(response.status, path).toBe(404);
      expect(rewrite(response), path).toMatch(/\/page-not-found$/);
    }
  });

  it('redirects /en/… to the unprefixed page before anything else', () => {
    expect(location(ask('/en/men?size=9'))).toBe('/men?size=9');
  });
});
