import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessageFile, clientMessageSets, clientMessagesDir, type ClientMessageSet } from '@/lib/i18n/client-message-files';
import { locales } from '@/lib/i18n/routing';

const read = (set: ClientMessageSet, locale: string) => readFileSync(path.join(clientMessagesDir(set), `${locale}.json`), 'utf8');

describe('messages/<set>: the messages lazily loaded components fetch beside their code', () => {
  for (const set of Object.keys(clientMessageSets) as ClientMessageSet[]) {
    for (const locale of locales) {
      it(`${set}/${locale}.json is up to date with messages/${locale}.json (npm run messages:converter)`, () => {
        expect(read(set, locale)).toBe(clientMessageFile(set, locale));
      });
    }
  }

  it('holds the strings the converter shows, in its own language, and no page prose', () => {
    const ja = JSON.parse(read('converter', 'ja'));
    const en = JSON.parse(read('converter', 'en'));
    expect(en.ConverterUi.label).toBe('Shoe size converter');
    expect(ja.ConverterUi.label).not.toBe(en.ConverterUi.label);
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    expect(en.Tools).toBeUndefined();
    expect(en.Measure).toBeUndefined();
  });

  it('holds the brand-to-brand box’s strings, the gender names and the size systems only', () => {
    const en = JSON.parse(read('brand-to-brand', 'en'));
    expect(Object.keys(en).sort()).toEqual(['BrandToBrand', 'ConverterUi', 'SizeSystems']);
    expect(Object.keys(en.ConverterUi)).toEqual(['gender']);
    expect(JSON.parse(read('brand-to-brand', 'ja')).BrandToBrand.heading).not.toBe(en.BrandToBrand.heading);
  });
});
