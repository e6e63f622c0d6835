'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';
import { NavAccount } from './nav-account';
import type { ToolGroup } from '@/lib/navigation/tool-groups';

const PANEL_ID = 'mobile-menu-panel';

/** The narrow-screen menu: a button that opens a panel with the three groups and the language picker. */
export function MobileMenu({ groups }: { groups: ToolGroup[] }) {
  const t = useTranslations('Nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished navigation closes the panel
    setOpen(false);
  }, [pathname]);

  return (
    <div
      className="xl:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-surface-alt"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-surface-line bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label={t('mobileMenu')}>
          {groups.map((group) => (
            <section key={group.id} className="border-b border-surface-line py-3">
              <h2 className="mb-1 text-sm font-semibold text-ink">{group.label}</h2>
              <p className="mb-2 text-xs uppercase tracking-wide text-ink-soft">{group.heading}</p>
              <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="block rounded-md px-2 py-1.5 text-sm hover:bg-brand-50">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div className="flex flex-wrap gap-3 py-3">
            <Link href="/saved-channels" className="text-sm font-medium text-brand-700 underline">
              {t('saved')}
            </Link>
            <Link href="/contact" className="text-sm font-medium text-brand-700 underline">
              {t('contact')}
            </Link>
          </div>
        </nav>
        <div className="border-b border-surface-line py-3 sm:hidden">
          <NavAccount variant="inline" />
        </div>
        <div className="pt-2">
          <LanguageSwitcher variant="inline" />
        </div>
      </div>
    </div>
  );
}
