import { describe, expect, it } from 'vitest';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/proxy';
import { locales } from '@/lib/i18n/routing';
import { dashboardPagePaths, publicPaths, utilityPagePaths } from '@/lib/page-catalogue';

// Next's documented helper for testing a proxy matcher (next/experimental/testing/server).
const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

describe('proxy matcher', () => {
  it('runs for every page in every language, with or without a query, and for unknown paths', () => {
    for (const locale of [...locales, 'xx']) {
      for (const path of [...publicPaths, ...utilityPagePaths, ...dashboardPagePaths, '/no/such/page', '/country/atlantis']) {
        for (const query of ['', '?gender=men&system=us&size=9', '?utm_source=mail']) {
          const url = localized(locale, path) + query;
          expect(runsFor(url), url).toBe(true);
        }
      }
    }
    expect(runsFor('/en/men')).toBe(true);
  });

  it('leaves out the API, Next internals and files with an extension', () => {
    for (const url of [
      '/api/convert?gender=men&system=us&size=9',
      '/api/health',
      '/_next/static/chunks/main.js',
      '/_next/image?url=%2Fcontent%2Fa.webp&w=640&q=75',
      '/_vercel/insights/script.js',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/flags/fr.svg',
    ]) {
      expect(runsFor(url), url).toBe(false);
    }
  });
});
