import type { SystemId } from '../model/types';

/**
 * The size system a visitor reading in each language most likely shops in: Japan, Korea, and
 * India (UK sizes, as Indian shops and brands label them) have their own; English readers are
 * taken as American; the European languages (Portuguese here is Portugal's) buy in EU sizes.
 */
const localeSystems: Record<string, SystemId> = {
  en: 'us',
  ja: 'jp',
  ko: 'kr',
  hi: 'uk',
  gu: 'uk',
};

export interface HeadlineQuery {
  /** The system the page is about: a country page's own system; null on generic and brand pages. */
  pageSystem: SystemId | null;
  locale: string;
  /** The system the visitor gave a size in; null for a foot length, which leads to any system. */
  inputSystem: SystemId | null;
  /** The systems the answer can lead with, in the page's order; on a brand page, the ones the brand prints. */
  offered: readonly SystemId[];
}

/**
 * The one system the answer leads with, large: the one the visitor most likely came for. It is
 * never the system the visitor already gave (they know that size); it is the page's own system
 * (JP on the Japanese page), else the language's (US in English, JP in Japanese), else EU (so
 * "US 9" on `/men` in English leads with EU), else US, else UK, else the first one offered.
 */
export function headlineSystem({ pageSystem, locale, inputSystem, offered }: HeadlineQuery): SystemId | null {
  const preferred: (SystemId | null)[] = [pageSystem, localeSystems[locale] ?? 'eu', 'eu', 'us', 'uk', ...offered];
  return preferred.find((id): id is SystemId => id !== null && id !== inputSystem && offered.includes(id)) ?? null;
}
