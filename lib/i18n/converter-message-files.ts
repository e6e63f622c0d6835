import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from 'next-intl';
import { converterClientMessages } from '@/components/converter/client-messages';
import { withFallback } from './fallback-messages';
import { defaultLocale, type Locale } from './routing';

/**
 * messages/converter/<locale>.json: the messages the browser's size converter reads
 * (components/converter/client-messages.ts), one file per language, English filling any gap.
 * The converter's code chunk loads its language's file beside it, so these strings travel in a
 * cached script instead of inside every converter page's HTML. `npm run messages:converter` writes
 * the files; a unit test fails when one is out of date.
 */
export const converterMessagesDir = path.join(process.cwd(), 'messages', 'converter');

function readMessages(locale: Locale): Messages {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;
}

/** The text messages/converter/<locale>.json must hold. */
export function converterMessageFile(locale: Locale): string {
  const own = readMessages(locale);
  const messages = locale === defaultLocale ? own : withFallback(own, readMessages(defaultLocale));
  return `${JSON.stringify(converterClientMessages(messages), null, 2)}\n`;
}
