import 'server-only';
import { getTranslations } from 'next-intl/server';
import { buildToolGroups, type ToolGroup } from './tool-group-model';

export type { NavItem, ToolGroup } from './tool-group-model';

/** The three converter menus, translated, for server components (the footer, the home page, saved converters). */
export async function getToolGroups(): Promise<ToolGroup[]> {
  const nav = await getTranslations('Nav');
  const tools = await getTranslations('Tools');
  return buildToolGroups(
    (key) => nav(key),
    (key, values) => tools(key as Parameters<typeof tools>[0], values),
  );
}
