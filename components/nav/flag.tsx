import { flagImagePath } from '@/lib/i18n/flags';
import type { Locale } from '@/lib/i18n/routing';

/** A small flag for a language; decorative, because the language's name is always beside it. */
export function LocaleFlag({ locale }: { locale: Locale }) {
  return (
    // A 200-byte SVG needs no image optimiser; next/image would only add client JavaScript.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={flagImagePath(locale)}
      alt=""
      width={20}
      height={14}
      loading="lazy"
      decoding="async"
      className="h-3.5 w-5 shrink-0 rounded-[2px] object-contain shadow-[0_0_0_1px_rgba(0,0,0,0.08)]"
    />
  );
}
