import 'server-only';
import { getTranslations } from 'next-intl/server';
import { buildToolGroups, type ToolGroup, type ToolGroupLabel, type Translate } from './tool-group-model';

export type { ToolGroup, ToolGroupLabel } from './tool-group-model';

/** The three converter menus in the request's language, for the pages and the footer. */
export async function getToolGroups(): Promise<ToolGroup[]> {
  const nav = (await getTranslations('Nav')) as unknown as Translate;
  const tools = (await getTranslations('Tools')) as unknown as Translate;
  return buildToolGroups(nav, tools);
}

/** The groups' names alone: what the header sends the browser (the menus fetch their items when loaded). */
export const groupLabels = (groups: ToolGroup[]): ToolGroupLabel[] => groups.map(({ id, label }) => ({ id, label }));
