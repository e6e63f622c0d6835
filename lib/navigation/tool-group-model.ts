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
/** What the header shows of a group before its menu has loaded: the trigger's name. */
export type ToolGroupLabel = Pick<ToolGroup, 'id' | 'label'>;

/** A translator of one namespace, as next-intl's server and core APIs give it, with its key types loosened. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The three converter menus from the page catalogue, named by `nav` (the Nav messages) and `tools`
 * (the Tools messages): on the server for the pages and the footer, and at build time for the
 * header menus' files (lib/navigation/menu-files.ts).
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
      items: brandSlugs.map((slug) => ({ href: brandPath(slug), label: tools('brand.title', { brand: brandNames[slug] }) })),
    },
  ];
}
