import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuFile, menuFilesDir } from '@/lib/navigation/menu-files';
import type { ToolGroup } from '@/lib/navigation/tool-group-model';
import { locales } from '@/lib/i18n/routing';
import { brandSlugs, countrySlugs, regularTools } from '@/lib/page-catalogue';
import { loadMenuGroups } from '@/components/nav/menu-groups';

const read = (locale: string) => readFileSync(path.join(menuFilesDir(), `${locale}.json`), 'utf8');

describe('lib/navigation/menus: the header menus’ groups, fetched with the menus’ code', () => {
  for (const locale of locales) {
    it(`${locale}.json is up to date with the catalogue and messages/${locale}.json (npm run messages:converter)`, () => {
      expect(read(locale)).toBe(menuFile(locale));
    });
  }

  it('holds every converter page of the catalogue, named in the file’s language', () => {
    const ja = JSON.parse(read('ja')) as ToolGroup[];
    const en = JSON.parse(read('en')) as ToolGroup[];
    expect(ja.map((group) => group.id)).toEqual(['regular', 'country', 'brand']);
    expect(ja.map((group) => group.items.length)).toEqual([regularTools.length, countrySlugs.length, brandSlugs.length]);
    expect(ja[2]?.items.find((item) => item.href === '/brand/nike')?.label).toBe('Nikeの靴のサイズ換算');
    expect(en[2]?.items.find((item) => item.href === '/brand/nike')?.label).toBe('Nike Shoe Size Converter');
    expect(ja[0]?.label).not.toBe(en[0]?.label);
  });

  it('is what the menus load, with English for a language it does not know', async () => {
    expect(await loadMenuGroups('ja')).toEqual(JSON.parse(read('ja')));
    expect(await loadMenuGroups('xx')).toEqual(JSON.parse(read('en')));
  });
});
