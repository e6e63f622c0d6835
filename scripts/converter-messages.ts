// Writes messages/converter/<locale>.json from messages/<locale>.json (see
// lib/i18n/converter-message-files.ts). Run after changing a message the converter reads.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { converterMessageFile, converterMessagesDir } from '../lib/i18n/converter-message-files';
import { locales } from '../lib/i18n/routing';

for (const locale of locales) {
  writeFileSync(path.join(converterMessagesDir, `${locale}.json`), converterMessageFile(locale));
}
console.log(`Wrote ${locales.length} files to ${path.relative(process.cwd(), converterMessagesDir)}`);
