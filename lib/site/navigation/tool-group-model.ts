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

/** A translator of one namespace, as next-intl's server and core APIs give it, with its key types loosened. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The three converter menus from the page catalogue, named by `nav` (the Nav messages) and `tools`
 * (the Tools messages). Apart from tool-groups.ts (server-only) so the menus' client code can import the types.
 */
export function buildToolGroups(nav: Translate, tools: Translate): ToolGroup[] {
  return [
    {
      id: 'regular',
      label: nav('regular'),
      heading: nav('regularHeading'),
      items: regularTools.map((tool) => ({ href: regularToolPath(tool), label: tools(`regular.${regularToolKey[tool]}.title`) })),
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
      // Under the group's heading a brand's name says it all, and sorted by it a long list reads like an index.
      items: [...brandSlugs]
        .sort((a, b) => brandNames[a].localeCompare(brandNames[b], 'en', { sensitivity: 'base' }))
        .map((slug) => ({ href: brandPath(slug), label: brandNames[slug] })),
    },
  ];
}
