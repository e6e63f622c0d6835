import 'server-only';
import * as flags from 'country-flag-icons/string/3x2';
import { flagCountries } from './flags';

/** The SVG document for `<country>.svg`, for the languages' flags only; null for anything else. */
export function flagSvg(file: string): string | null {
  const code = /^([A-Z]{2})\.svg$/.exec(file)?.[1];
  if (!code || !flagCountries.includes(code)) return null;
  return flags[code as keyof typeof flags];
}
