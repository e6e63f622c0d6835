'use client';

import { useMemo } from 'react';
import { createTranslator, hasLocale, useLocale, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useIdleImport } from '@/components/ui/use-idle-import';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { buildToolGroups, type ToolGroup } from '@/lib/navigation/tool-group-model';

/** One loader per language, made once (useIdleImport wants a loader that keeps its identity). */
const loadItemTitles = Object.fromEntries(locales.map((locale) => [locale, () => import(`../../messages/menu/${locale}.json`)])) as Record<
  Locale,
  () => Promise<{ default: AbstractIntlMessages }>
>;

/**
 * The header's three converter menus. Their names come with the page (the Nav messages); the
 * thirty-three items' titles are fetched once the page is idle, or at once by `loadItems()` (a
 * visitor opening a menu sooner), from messages/menu/<locale>.json, so they are not part of every
 * page's flight data. Until then the groups have no items.
 */
export function useToolGroups(): { groups: ToolGroup[]; itemsLoaded: boolean; loadItems: () => void } {
  const nav = useTranslations('Nav');
  const locale = useLocale();
  const { loaded, now } = useIdleImport(loadItemTitles[hasLocale(locales, locale) ? locale : defaultLocale]);
  const groups = useMemo(() => {
    const tools = loaded ? createTranslator({ locale, messages: loaded.default, namespace: 'Tools' as never }) : null;
    return buildToolGroups(
      (key) => nav(key),
      tools ? (key, values) => (tools as unknown as (key: string, values?: Record<string, string>) => string)(key, values) : null,
    );
  }, [loaded, locale, nav]);
  return { groups, itemsLoaded: loaded !== null, loadItems: now };
}
