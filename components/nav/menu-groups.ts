import { hasLocale } from 'next-intl';
import { defaultLocale, locales } from '@/lib/i18n/routing';
import type { ToolGroup } from '@/lib/navigation/tool-group-model';

/**
 * The header menus' groups in a language, from lib/navigation/menus/<locale>.json (built with the
 * catalogue and the messages by `npm run messages:converter`). Imported only by the menus' own
 * lazily loaded code, so neither the files' map nor the titles are among a page's first scripts.
 */
export async function loadMenuGroups(locale: string): Promise<ToolGroup[]> {
  const file = hasLocale(locales, locale) ? locale : defaultLocale;
  const loaded = (await import(`../../lib/navigation/menus/${file}.json`)) as { default: ToolGroup[] };
  return loaded.default;
}
