'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { isLocale, locales, nativeLocaleNames, type Locale } from '@/lib/i18n/routing';
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from '@/components/ui/dropdown-menu';
import { LocaleFlag } from './flag';

/** Reloads the current page in another language; a code outside the supported list is refused. */
export function useSwitchLocale() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function switchLocale(code: string): boolean {
    if (!isLocale(code)) return false;
    // Read at click time rather than with useSearchParams, which would opt static pages out of prerendering.
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => {
      router.replace({ pathname, query }, { locale: code, scroll: false });
    });
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

  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label={t('current', { language: nativeLocaleNames[current] })}
        aria-busy={pending}
        className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt"
      >
        <LocaleFlag locale={current} />
        <span>{nativeLocaleNames[current]}</span>
      </MenuTrigger>
      <MenuContent className="w-52">
        <MenuRadioGroup value={current} onValueChange={choose} aria-label={t('label')}>
          {locales.map((code) => (
            <MenuRadioItem key={code} value={code} lang={code} textValue={nativeLocaleNames[code]}>
              <LocaleFlag locale={code} />
              {nativeLocaleNames[code]}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </MenuRoot>
  );
}
