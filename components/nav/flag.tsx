import * as flags from 'country-flag-icons/react/3x2';
import { localeFlagCountry, type Locale } from '@/lib/i18n/routing';

/** A small flag for a language; decorative, because the language's name is always beside it. */
export function LocaleFlag({ locale }: { locale: Locale }) {
  const Flag = flags[localeFlagCountry[locale] as keyof typeof flags];
  return <Flag aria-hidden="true" className="h-3.5 w-5 shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgba(0,0,0,0.08)]" />;
}
