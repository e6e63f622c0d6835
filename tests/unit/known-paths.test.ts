import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitLocalePrefix } from '@/lib/i18n/request-path';
import {
  answerPagePaths,
  answerVariantPath,
  brandSlugs,
  countrySlugs,
  isKnownPagePath,
  newsletterOutcomes,
  publicPaths,
} from '@/lib/page-catalogue';

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
  const all = appPagePaths(path.join(process.cwd(), 'app', '[locale]')).filter((p) => !p.endsWith('/page-not-found'));
  const answerVariants = new Set(answerPagePaths.map(answerVariantPath));
  const pages = all.filter((p) => !answerVariants.has(p));

  it('knows every page the app defines, so the proxy never answers a real page with 404', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => !isKnownPagePath(page))).toEqual([]);
  });

  it('has a dynamic answer variant for every page with a converter, and none is reachable by its own name', () => {
    expect(all.filter((p) => answerVariants.has(p)).sort()).toEqual([...answerVariants].sort());
    for (const variant of answerVariants) expect(isKnownPagePath(variant), variant).toBe(false);
  });

  it('lists the photo measuring page among the pages search engines index', () => {
    expect(pages).toContain('/measure/photo');
    expect(publicPaths).toContain('/measure/photo');
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
      '/measure/video',
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
