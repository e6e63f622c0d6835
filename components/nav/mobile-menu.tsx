'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { SentToolGroup } from '@/lib/site/navigation/tool-group-model';
import { usePathname } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { useIdleImport } from '@/components/ui/use-idle-import';

const PANEL_ID = 'mobile-menu-panel';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The menu's button and the panel's controls a visitor can see, in tab order. */
function focusableParts(button: HTMLElement, panel: HTMLElement): HTMLElement[] {
  const inPanel = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
  return [button, ...inPanel];
}

const loadPanel = () => import('./mobile-menu-panel');

/**
 * The narrow-screen menu: a button that opens a panel with the three converter groups and the
 * language picker. The panel's code is fetched once the page is idle, or at once when the button is
 * pressed sooner, and its links are rendered only while the panel is open. While open it
 * keeps the keyboard inside (a modal menu on a phone's screen), and the header is stacked above the
 * cookie notice so that the notice never covers the panel's last entries.
 */
export function MobileMenu({ groups }: { groups: SentToolGroup[] }) {
  const t = useTranslations('Nav');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const { loaded, now } = useIdleImport(loadPanel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  /** While open, Tab and Shift+Tab cycle through the button and the panel; Escape closes it and goes back to the button. */
  function onKeyDown(event: KeyboardEvent) {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!open || !button || !panel) return;
    if (event.key === 'Escape') {
      setOpen(false);
      button.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const parts = focusableParts(button, panel);
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished navigation closes the panel
    setOpen(false);
  }, [pathname]);

  return (
    <div className="xl:hidden" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => {
          now();
          setOpen((value) => !value);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-surface-alt"
      >
        <Icon id={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      <div
        id={PANEL_ID}
        ref={panelRef}
        hidden={!open}
        aria-busy={open && !loaded}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-surface-line bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        {open && loaded ? <loaded.MobileMenuPanel groups={groups} /> : null}
      </div>
    </div>
  );
}
