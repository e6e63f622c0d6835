// Writes messages/<set>/<locale>.json (the converters' and the brand-to-brand box's messages) from
// messages/<locale>.json (see lib/i18n/client-message-files.ts), and the header menus'
// lib/navigation/menus/<locale>.json (see lib/navigation/menu-files.ts). Run after changing a
// message one of them reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientMessageFile, clientMessageSets, clientMessagesDir, type ClientMessageSet } from '../lib/i18n/client-message-files';
import { menuFile, menuFilesDir } from '../lib/navigation/menu-files';
import { locales } from '../lib/i18n/routing';

function writeAll(dir: string, text: (locale: (typeof locales)[number]) => string) {
  mkdirSync(dir, { recursive: true });
  for (const locale of locales) writeFileSync(path.join(dir, `${locale}.json`), text(locale));
  console.log(`Wrote ${locales.length} files to ${path.relative(process.cwd(), dir)}`);
}

for (const set of Object.keys(clientMessageSets) as ClientMessageSet[])
  writeAll(clientMessagesDir(set), (locale) => clientMessageFile(set, locale));
writeAll(menuFilesDir(), menuFile);
