import { qualityList } from './quality-values';
import { isLocale, type Locale } from './routing';

/**
 * The interface language a browser's Accept-Language asks for: the supported language of the tag
 * with the highest weight (`q`), the earlier tag on a tie, matched on its primary subtag (`pt-BR`
 * is `pt`). Null when no tag names one of the site's languages.
 *
 * next-intl's own negotiation ("best fit") also weighs how far a region is from a language's usual
 * one, so a browser asking for British English first and French second was sent to French.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const tags = qualityList(header).map(({ token, weight, index }) => ({ language: token.split('-')[0], weight, index }));
  tags.sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = tags.find(({ language, weight }) => weight > 0 && isLocale(language));
  return match ? (match.language as Locale) : null;
}
