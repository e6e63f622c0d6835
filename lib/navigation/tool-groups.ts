import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  brandNames,
  brandPath,
  brandSlugs,
  countryPath,
  countrySlugs,
  regularToolKey,
  regularToolPath,
  regularTools,
} from '@/lib/page-catalogue';

export type NavItem = { href: string; label: string };
export type ToolGroup = { id: 'regular' | 'country' | 'brand'; label: string; heading: string; items: NavItem[] };

/** The three converter menus, translated, shared by the header, the mobile panel and the footer. */
export async function getToolGroups(): Promise<ToolGroup[]> {
  const nav = await getTranslations('Nav');
  const tools = await getTranslations('Tools');
  return [
    {
      id: 'regular',
      label: nav('regular'),
      heading: nav('regularHeading'),
      items: regularTools.map((tool) => ({
        href: regularToolPath(tool),
        label: tools(`regular.${regularToolKey[tool]}.title`),
      })),
    },
    {
      id: 'country',
      label: nav('country'),
      heading: nav('countryHeading'),
      items: countrySlugs.map((slug) => ({ href: countryPath(slug), label: tools(`country.${slug}.title`) })),
    },
    {
      id: 'brand',
      label: nav('brand'),
      heading: nav('brandHeading'),
      items: brandSlugs.map((slug) => ({
        href: brandPath(slug),
        label: tools('brand.title', { brand: brandNames[slug] }),
      })),
    },
  ];
}
