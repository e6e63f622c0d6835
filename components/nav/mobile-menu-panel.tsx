'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { groupItems, type SentToolGroup } from '@/lib/site/navigation/tool-group-model';
import { Icon } from '@/components/ui/icon';
import { LanguageSwitcher } from './language-switcher';
import { NavAccount } from './nav-account';
import { useTypeahead } from './typeahead';

function Chevron({ open }: { open: boolean }) {
  return <Icon id="chevron" className={open ? 'h-4 w-4 rotate-180 transition-transform' : 'h-4 w-4 transition-transform'} />;
}

/** One converter group of the panel: a heading whose button shows or hides the group's links. */
function MenuGroup({ group, open, onToggle }: { group: SentToolGroup; open: boolean; onToggle: () => void }) {
  const listId = `${useId()}-links`;
  const onKeyDown = useTypeahead<HTMLDivElement>(useLocale());
  return (
    <section className="border-b border-surface-line py-1">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className="flex w-full items-center justify-between rounded-md px-2 py-2.5 text-left text-sm font-semibold text-ink hover:bg-surface-alt"
        >
          {group.label}
          <Chevron open={open} />
        </button>
      </h2>
      <div id={listId} hidden={!open} className="pb-2" onKeyDown={onKeyDown}>
        <p className="mb-2 px-2 text-xs uppercase tracking-wide text-ink-soft">{group.heading}</p>
        <ul className={group.id === 'brand' ? 'grid grid-cols-2 gap-0.5 sm:grid-cols-3' : 'grid grid-cols-1 gap-0.5 sm:grid-cols-2'}>
          {groupItems(group).map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block rounded-md px-2 py-1.5 text-sm hover:bg-brand-50">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The mobile menu's panel content, loaded with its groups (lib/site/navigation/menus) once the page is
 * idle or the menu is opened, and rendered only while the panel is open. The groups fold, one open
 * at a time, starting with the current page's group, so the panel is a short list of three rather
 * than thirty-three links. The panel closes on navigation, so each opening starts afresh.
 */
export function MobileMenuPanel({ groups }: { groups: SentToolGroup[] }) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<SentToolGroup['id'] | null>(
    () => groups.find((group) => groupItems(group).some((item) => item.href === pathname))?.id ?? null,
  );
  return (
    <>
      <nav aria-label={t('mobileMenu')}>
        {groups.map((group) => (
          <MenuGroup
            key={group.id}
            group={group}
            open={openGroup === group.id}
            onToggle={() => setOpenGroup((shown) => (shown === group.id ? null : group.id))}
          />
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
    </>
  );
}
