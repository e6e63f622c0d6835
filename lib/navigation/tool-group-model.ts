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

export type ToolGroupId = 'regular' | 'country' | 'brand';
export type NavItem = { href: string; label: string };
export type ToolGroup = { id: ToolGroupId; label: string; heading: string; items: NavItem[] };

/** The Nav messages that name each group and head its list. */
type NavKey = ToolGroupId | `${ToolGroupId}Heading`;
/** An item's title: a key of the Tools namespace, with the values it takes. */
type ItemTitle = { key: string; values?: Record<string, string> };

export const toolGroupIds: readonly ToolGroupId[] = ['regular', 'country', 'brand'];

const groupItems: Record<ToolGroupId, Array<{ href: string; title: ItemTitle }>> = {
  regular: regularTools.map((tool) => ({ href: regularToolPath(tool), title: { key: `regular.${regularToolKey[tool]}.title` } })),
  country: countrySlugs.map((slug) => ({ href: countryPath(slug), title: { key: `country.${slug}.title` } })),
  brand: brandSlugs.map((slug) => ({ href: brandPath(slug), title: { key: 'brand.title', values: { brand: brandNames[slug] } } })),
};

/**
 * The Tools messages the items' titles read. The header's menus fetch them with their code
 * (messages/menu/<locale>.json) instead of receiving all thirty-three titles in every page's flight
 * data.
 */
export const toolMenuMessagePaths = ['Tools.regular.*.title', 'Tools.country.*.title', 'Tools.brand.title'] as const;

/** The group whose list holds a page, for opening the mobile menu on it. */
export function toolGroupOf(pathname: string): ToolGroupId | null {
  return toolGroupIds.find((id) => groupItems[id].some((item) => item.href === pathname)) ?? null;
}

/**
 * The three converter menus, translated: `nav` reads the Nav namespace, `tools` the Tools namespace.
 * Without `tools` (its messages not loaded yet) the groups come without their items.
 */
export function buildToolGroups(
  nav: (key: NavKey) => string,
  tools: ((key: string, values?: Record<string, string>) => string) | null,
): ToolGroup[] {
  return toolGroupIds.map((id) => ({
    id,
    label: nav(id),
    heading: nav(`${id}Heading`),
    items: tools ? groupItems[id].map(({ href, title }) => ({ href, label: tools(title.key, title.values) })) : [],
  }));
}
