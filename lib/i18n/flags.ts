import { localeFlagCountry, type Locale } from './routing';

/** The countries whose flags stand for a language, each once (Hindi and Gujarati share India's). */
export const flagCountries: readonly string[] = [...new Set(Object.values(localeFlagCountry))];

/**
 * Where a language's flag is served as an image (app/flags/[file]/route.ts): one cached file per
 * flag instead of an inline SVG in every header, and no flag set in the browser's JavaScript.
 */
export function flagImagePath(locale: Locale): string {
  return `/flags/${localeFlagCountry[locale]}.svg`;
}
