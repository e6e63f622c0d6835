'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import { isLocale, locales, nativeLocaleNames, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/urls';
import { useDeferredMenu } from '@/components/ui/use-idle-import';
import { LocaleFlag } from './flag';

/**
 * Reloads the current page, with its query, in another language and remembers the choice; a code
 * outside the supported list is refused. A full page load rather than an in-app navigation: the
 * root layout (`<html lang>`, fonts, messages) belongs to the language, and the client router keeps
 * route shapes learned from prefixed URLs (`/fr/…` = `[locale]/…`), which it then wrongly applied to
 * the unprefixed English links (`/login` read as the home page of a locale "login"), fetching their
 * prefetches again and again.
 */
export function useSwitchLocale() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  function switchLocale(code: string): boolean {
    if (!isLocale(code)) return false;
    rememberLocale(code);
    setPending(true);
    // Read at click time rather than with useSearchParams, which would opt static pages out of prerendering.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load by design (see above)
    window.location.assign(`${localizedPath(code, pathname)}${window.location.search}${window.location.hash}`);
    return true;
  }

  return { switchLocale, pending };
}

function LocaleOptions({ current, onChoose }: { current: Locale; onChoose: (code: Locale) => void }) {
  return (
    <ul className="grid gap-0.5">
      {locales.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            aria-current={code === current ? 'true' : undefined}
            onClick={() => onChoose(code)}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
          >
            <LocaleFlag locale={code} />
            {nativeLocaleNames[code]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * `menu`: a menu button that opens the list (the header). `inline`: the list itself (the mobile panel).
 */
export function LanguageSwitcher({ variant = 'menu' }: { variant?: 'menu' | 'inline' }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale() as Locale;
  const { switchLocale, pending } = useSwitchLocale();

  function choose(code: string) {
    if (code !== current) switchLocale(code);
  }

  if (variant === 'inline') {
    return (
      <nav aria-label={t('label')} aria-busy={pending}>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-soft">{t('label')}</p>
        <LocaleOptions current={current} onChoose={choose} />
      </nav>
    );
  }

  return <LanguageMenuButton current={current} pending={pending} onChoose={choose} />;
}

const loadMenu = () => import('./language-menu');

export const languageButtonClass =
  'inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt';

/**
 * The header's language button. Its menu (Radix) is loaded once the page is idle; until then a
 * button that looks the same stands in (marked data-deferred), and a click on it opens the menu as
 * soon as it has loaded.
 */
function LanguageMenuButton({ current, pending, onChoose }: { current: Locale; pending: boolean; onChoose: (code: string) => void }) {
  const t = useTranslations('LanguageSwitcher');
  const { loaded, handOver, standIn } = useDeferredMenu(loadMenu);
  const label = t('current', { language: nativeLocaleNames[current] });
  if (loaded) return <loaded.LanguageMenu current={current} pending={pending} onChoose={onChoose} label={label} {...handOver} />;
  return (
    <button {...standIn} aria-label={label} aria-busy={pending} className={languageButtonClass}>
      <LocaleFlag locale={current} />
      <span>{nativeLocaleNames[current]}</span>
    </button>
  );
}
