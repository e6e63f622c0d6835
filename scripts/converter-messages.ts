// Writes messages/<set>/<locale>.json (the converter's and the brand-to-brand box's messages) from
// messages/<locale>.json (see lib/i18n/client-message-files.ts). Run after changing a message
// one of them reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientMessageFile, clientMessageSets, clientMessagesDir, type ClientMessageSet } from '../lib/i18n/client-message-files';
import { locales } from '../lib/i18n/routing';

for (const set of Object.keys(clientMessageSets) as ClientMessageSet[]) {
  mkdirSync(clientMessagesDir(set), { recursive: true });
  for (const locale of locales) writeFileSync(path.join(clientMessagesDir(set), `${locale}.json`), clientMessageFile(set, locale));
  console.log(`Wrote ${locales.length} files to ${path.relative(process.cwd(), clientMessagesDir(set))}`);
}
