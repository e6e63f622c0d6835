import {
  brandNames,
  brandPath,
  brandSlugs,
  countryPath,
  countrySlugs,
  regularToolKey,
  regularToolPath,
  regularTools,
  type CountrySlug,
  type RegularTool,
} from '@/lib/page-catalogue';

export type NavItem = { href: string; label: string };
export type ToolGroup = { id: 'regular' | 'country' | 'brand'; label: string; heading: string; items: NavItem[] };

/**
 * A group as the header hands it to its client menus: the brand group without its items, which read
 * the same in every language and which the browser builds from the page catalogue (groupItems), so no
 * page carries twenty-odd links in its flight data for a menu that may never open.
 */
export type SentToolGroup = Omit<ToolGroup, 'items'> & { items?: NavItem[] };

/** The brand menu's links: a brand's name says it all, and sorted by it a long list reads like an index. */
export function brandNavItems(): NavItem[] {
  return [...brandSlugs]
    .sort((a, b) => brandNames[a].localeCompare(brandNames[b], 'en', { sensitivity: 'base' }))
    .map((slug) => ({ href: brandPath(slug), label: brandNames[slug] }));
}

/** The groups as the header sends them (see SentToolGroup). */
export function sentToolGroups(groups: readonly ToolGroup[]): SentToolGroup[] {
  return groups.map(({ items, ...group }) => (group.id === 'brand' ? group : { ...group, items }));
}

/** A sent group's links. */
export function groupItems(group: SentToolGroup): NavItem[] {
  return group.items ?? (group.id === 'brand' ? brandNavItems() : []);
}

/** A translator of one namespace, as next-intl's server and core APIs give it, with its key types loosened. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** A regular converter's link, titled from `tools` (the Tools messages): the menus' and the content's related tools. */
export const regularToolItem = (tools: Translate, tool: RegularTool): NavItem => ({
  href: regularToolPath(tool),
  label: tools(`regular.${regularToolKey[tool]}.title`),
});

/** A country converter's link, titled from `tools` (the Tools messages). */
export const countryItem = (tools: Translate, slug: CountrySlug): NavItem => ({
  href: countryPath(slug),
  label: tools(`country.${slug}.title`),
});

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
      items: regularTools.map((tool) => regularToolItem(tools, tool)),
    },
    {
      id: 'country',
      label: nav('country'),
      heading: nav('countryHeading'),
      items: countrySlugs.map((slug) => countryItem(tools, slug)),
    },
    {
      id: 'brand',
      label: nav('brand'),
      heading: nav('brandHeading'),
      items: brandNavItems(),
    },
  ];
}
