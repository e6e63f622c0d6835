'use client';

import { useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './language-switcher';
import { NavAccount } from './nav-account';
import type { ToolGroup } from '@/lib/navigation/tool-groups';
import { Icon } from '@/components/ui/icon';

const PANEL_ID = 'mobile-menu-panel';

function Chevron({ open }: { open: boolean }) {
  return <Icon id="chevron" className={open ? 'h-4 w-4 rotate-180 transition-transform' : 'h-4 w-4 transition-transform'} />;
}

/** One converter group of the panel: a heading whose button shows or hides the group's links. */
function MenuGroup({ group, open, onToggle }: { group: ToolGroup; open: boolean; onToggle: () => void }) {
  const listId = `${useId()}-links`;
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
      <div id={listId} hidden={!open} className="pb-2">
        <p className="mb-2 px-2 text-xs uppercase tracking-wide text-ink-soft">{group.heading}</p>
        <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
          {group.items.map((item) => (
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
 * The narrow-screen menu: a button that opens a panel with the three groups and the language
 * picker. The groups fold, one open at a time (the current page's group first), so the panel is
 * a short list of three rather than thirty-three links.
 */
export function MobileMenu({ groups }: { groups: ToolGroup[] }) {
  const t = useTranslations('Nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const currentGroup = groups.find((group) => group.items.some((item) => item.href === pathname))?.id ?? null;
  const [openGroup, setOpenGroup] = useState<ToolGroup['id'] | null>(currentGroup);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished navigation closes the panel
    setOpen(false);
    setOpenGroup(currentGroup);
  }, [pathname, currentGroup]);

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
        <Icon id={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-surface-line bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {open ? <MenuPanel groups={groups} openGroup={openGroup} setOpenGroup={setOpenGroup} /> : null}
      </div>
    </div>
  );
}

/**
 * The panel's content, rendered only while it is open: every page's header would otherwise carry
 * about 12 KB of links in its HTML that a visitor on a wide screen never sees.
 */
function MenuPanel({
  groups,
  openGroup,
  setOpenGroup,
}: {
  groups: ToolGroup[];
  openGroup: ToolGroup['id'] | null;
  setOpenGroup: Dispatch<SetStateAction<ToolGroup['id'] | null>>;
}) {
  const t = useTranslations('Nav');
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
