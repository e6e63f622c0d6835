'use client';

import { useTranslations } from 'next-intl';
import { locales, nativeLocaleNames, type Locale } from '@/lib/i18n/routing';
import { MenuContent, MenuRadioGroup, MenuRadioItem, MenuRoot, MenuTrigger } from '@/components/ui/dropdown-menu';
import { LocaleFlag } from './flag';
import { languageButtonClass } from './language-switcher';

/** The header's language menu button (Radix), loaded after the page's first paint by LanguageSwitcher. */
export function LanguageMenu({
  current,
  pending,
  onChoose,
  label,
  defaultOpen,
  autoFocus,
}: {
  current: Locale;
  pending: boolean;
  onChoose: (code: string) => void;
  label: string;
  defaultOpen: boolean;
  autoFocus: boolean;
}) {
  const t = useTranslations('LanguageSwitcher');
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger aria-label={label} aria-busy={pending} autoFocus={autoFocus} className={languageButtonClass}>
        <LocaleFlag locale={current} />
        <span>{nativeLocaleNames[current]}</span>
      </MenuTrigger>
      <MenuContent className="w-52">
        <MenuRadioGroup value={current} onValueChange={onChoose} aria-label={t('label')}>
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
