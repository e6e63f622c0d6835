import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from 'next-intl';
import { brandToBrandMessagePaths, converterClientMessagePaths, menToWomenMessagePaths } from '@/components/converter/client-messages';
import { pickMessagePaths } from './pick-messages';
import { withFallback } from './fallback-messages';
import { defaultLocale, type Locale } from './routing';

/**
 * messages/<set>/<locale>.json: the messages a lazily loaded client component reads in the browser,
 * one file per language, English filling any gap. The component's code chunk loads its language's
 * file beside it (components/converter/lazy-with-messages.tsx), so these strings travel in a cached
 * script instead of inside every page's HTML. `npm run messages:converter` writes the files; a unit
 * test fails when one is out of date.
 */
export const clientMessageSets = {
  /** The size converter (components/converter/lazy-size-converter.tsx). */
  converter: converterClientMessagePaths,
  /** The brand pages' brand-to-brand box (components/converter/lazy-brand-to-brand-box.tsx). */
  'brand-to-brand': brandToBrandMessagePaths,
  /** The men-to-women converter (components/converter/lazy-men-to-women-converter.tsx). */
  'men-to-women': menToWomenMessagePaths,
} as const;

export type ClientMessageSet = keyof typeof clientMessageSets;

export function clientMessagesDir(set: ClientMessageSet): string {
  return path.join(process.cwd(), 'messages', set);
}

function readMessages(locale: Locale): Messages {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;
}

/** A language's messages as a page has them: English fills any gap. */
export function messagesWithFallback(locale: Locale): Messages {
  const own = readMessages(locale);
  return locale === defaultLocale ? own : withFallback(own, readMessages(defaultLocale));
}

/** The text messages/<set>/<locale>.json must hold. */
export function clientMessageFile(set: ClientMessageSet, locale: Locale): string {
  return `${JSON.stringify(pickMessagePaths(messagesWithFallback(locale), clientMessageSets[set]), null, 2)}\n`;
}
