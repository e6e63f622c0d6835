import 'server-only';
import { getTranslations } from 'next-intl/server';
import { buildToolGroups, type ToolGroup, type Translate } from './tool-group-model';

export type { ToolGroup } from './tool-group-model';

/** The three converter menus in the request's language, for the header, the footer and the home page. */
export async function getToolGroups(): Promise<ToolGroup[]> {
  const nav = (await getTranslations('Nav')) as unknown as Translate;
  const tools = (await getTranslations('Tools')) as unknown as Translate;
  return buildToolGroups(nav, tools);
}
