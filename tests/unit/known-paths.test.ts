import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLocalePrefix } from '@/lib/i18n/request-path';
import { brandSlugs, countrySlugs, isKnownPagePath, newsletterOutcomes } from '@/lib/page-catalogue';

const slugsBySegment: Record<string, readonly string[]> = { country: countrySlugs, brand: brandSlugs, newsletter: newsletterOutcomes };

/** Every page the app directory defines under [locale], as locale-free paths with slugs filled in. */
function appPagePaths(dir: string, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (/^\(.*\)$/.test(name)) found.push(...appPagePaths(full, segments));
      else if (/^\[\w+\]$/.test(name)) {
        const parent = segments.at(-1)!;
        for (const slug of slugsBySegment[parent] ?? []) found.push(...appPagePaths(full, [...segments, slug]));
      } else found.push(...appPagePaths(full, [...segments, name]));
    } else if (name === 'page.tsx') {
      found.push(`/${segments.join('/')}`);
    }
  }
  return found;
}

describe('isKnownPagePath', () => {
  const pages = appPagePaths(path.join(process.cwd(), 'app', '[locale]')).filter((p) => !p.endsWith('/page-not-found'));

  it('knows every page the app defines, so the proxy never answers a real page with 404', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => !isKnownPagePath(page))).toEqual([]);
  });

  it('rejects paths no page defines', () => {
    for (const unknown of [
      '/country/narnia',
      '/brand/acme',
      '/women/extra',
      '/dashboard/nothing',
      '/page-not-found',
      '/xx/women',
      '/newsletter/maybe',
    ]) {
      expect(isKnownPagePath(unknown)).toBe(false);
    }
  });
});

describe('splitLocalePrefix', () => {
  it('separates a locale prefix from the path', () => {
    expect(splitLocalePrefix('/fr/country/japanese')).toEqual({ locale: 'fr', path: '/country/japanese', prefixed: true });
    expect(splitLocalePrefix('/ja')).toEqual({ locale: 'ja', path: '/', prefixed: true });
    expect(splitLocalePrefix('/women/')).toEqual({ locale: 'en', path: '/women', prefixed: false });
    expect(splitLocalePrefix('/xx/women')).toEqual({ locale: 'en', path: '/xx/women', prefixed: false });
    expect(splitLocalePrefix('/')).toEqual({ locale: 'en', path: '/', prefixed: false });
  });
});
