import path from 'node:path';
import { createTranslator } from 'next-intl';
import { messagesWithFallback } from '@/lib/i18n/client-message-files';
import type { Locale } from '@/lib/i18n/routing';
import { buildToolGroups, type Translate } from './tool-group-model';

/**
 * lib/navigation/menus/<locale>.json: the header menus' three groups, built and translated, one
 * file per language. The menus load their language's file with their own code, once the page is
 * idle or a menu is opened (components/nav/menu-groups.ts), so the thirty-three titles and links
 * are not part of every page's HTML. `npm run messages:converter` writes the files; a unit test
 * fails when one is out of date. (They live outside messages/, whose JSON files next-intl compiles
 * as messages.)
 */
export function menuFilesDir(): string {
  return path.join(process.cwd(), 'lib', 'navigation', 'menus');
}

/** The text lib/navigation/menus/<locale>.json must hold. */
export function menuFile(locale: Locale): string {
  const messages = messagesWithFallback(locale);
  const translator = (namespace: 'Nav' | 'Tools') => createTranslator({ locale, messages, namespace }) as unknown as Translate;
  return `${JSON.stringify(buildToolGroups(translator('Nav'), translator('Tools')), null, 2)}\n`;
}
