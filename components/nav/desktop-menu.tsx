'use client';

import { useRef, useState } from 'react';
import type { SentToolGroup } from '@/lib/site/navigation/tool-group-model';
import { Icon } from '@/components/ui/icon';
import { useIdleImport } from '@/components/ui/use-idle-import';

export const desktopMenuClass = 'relative hidden xl:block';
export const desktopMenuListClass = 'flex items-center gap-1';
export const desktopMenuTriggerClass =
  'group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt';

const loadMenu = () => import('./desktop-menu-radix');

function Chevron() {
  return <Icon id="chevron" className="h-4 w-4" />;
}

/**
 * The header's tool menus on wide screens. The menus' code (Radix) is loaded once the page is idle,
 * and not at all on a phone, which never shows them (until its window grows, or a click); until then buttons that
 * look the same stand in (marked data-deferred), and a click on one opens its menu once loaded.
 */
export function DesktopMenu({ groups, label }: { groups: SentToolGroup[]; label: string }) {
  const standIn = useRef<HTMLElement>(null);
  const { loaded, now } = useIdleImport(loadMenu, standIn);
  const [openOnLoad, setOpenOnLoad] = useState('');
  if (loaded) return <loaded.DesktopMenuRadix groups={groups} label={label} defaultValue={openOnLoad} />;
  return (
    <nav ref={standIn} aria-label={label} className={desktopMenuClass}>
      <ul className={desktopMenuListClass}>
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              data-deferred=""
              aria-expanded="false"
              onClick={() => {
                setOpenOnLoad(group.id);
                now();
              }}
              className={desktopMenuTriggerClass}
            >
              {group.label}
              <Chevron />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
