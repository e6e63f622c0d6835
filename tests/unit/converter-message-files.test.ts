import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { converterMessageFile, converterMessagesDir } from '@/lib/i18n/converter-message-files';
import { locales } from '@/lib/i18n/routing';

describe('messages/converter: the converter messages the browser loads beside its code', () => {
  for (const locale of locales) {
    it(`${locale}.json is up to date with messages/${locale}.json (npm run messages:converter)`, () => {
      const file = readFileSync(path.join(converterMessagesDir, `${locale}.json`), 'utf8');
      expect(file).toBe(converterMessageFile(locale));
    });
  }

  it('holds the strings the converter shows, in its own language', () => {
    const ja = JSON.parse(readFileSync(path.join(converterMessagesDir, 'ja.json'), 'utf8'));
    const en = JSON.parse(readFileSync(path.join(converterMessagesDir, 'en.json'), 'utf8'));
    expect(en.ConverterUi.label).toBe('Shoe size converter');
    expect(ja.ConverterUi.label).not.toBe(en.ConverterUi.label);
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    // Only what the browser reads: no page prose.
    expect(en.Tools).toBeUndefined();
    expect(en.Measure).toBeUndefined();
  });
});
