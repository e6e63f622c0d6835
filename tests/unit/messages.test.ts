import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { locales } from '@/lib/i18n/routing';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

function load(locale: string): Map<string, string> {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The ICU arguments a message uses ({name}, {count, plural, …}), not the words inside its branches. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(parse(text) as Element[]);
  return [...names].sort();
}

const english = load('en');

describe('message catalogues', () => {
  it.each(locales.filter((l) => l !== 'en'))('%s has every key English has, and no others', (locale) => {
    const messages = load(locale);
    const missing = [...english.keys()].filter((key) => !messages.get(key));
    const extra = [...messages.keys()].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s keeps the placeholders of every English message', (locale) => {
    const messages = load(locale);
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(messages.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it.each(locales.filter((l) => l !== 'en'))('%s is translated rather than copied from English', (locale) => {
    const messages = load(locale);
    // Short strings (brand names, "Blog") may legitimately stay the same; sentences may not.
    const copied = [...english].filter(([key, text]) => text.length > 24 && messages.get(key) === text).map(([key]) => key);
    expect(copied).toEqual([]);
  });
});
