'use client';

import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { groupItems, type SentToolGroup } from '@/lib/site/navigation/tool-group-model';
import { useTypeahead } from './typeahead';
import { Icon } from '@/components/ui/icon';
import { desktopMenuClass, desktopMenuListClass, desktopMenuTriggerClass } from './desktop-menu';

function ChevronDown() {
  return <Icon id="chevron" className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />;
}

function GroupContent({ group }: { group: SentToolGroup }) {
  const onKeyDown = useTypeahead<HTMLDivElement>(useLocale());
  const items = groupItems(group);
  // Short labels (brand names) fit three columns, so 25 brands stay nine rows tall.
  const columns = items.length <= 8 ? 'grid-cols-1' : group.id === 'brand' ? 'grid-cols-3' : 'grid-cols-2';
  return (
    // Capture, before each Radix link's own arrow handling, which would move focus again a timer later (after a next key, under load).
    <div onKeyDownCapture={onKeyDown} className="w-[min(36rem,90vw)] p-4">
      <p className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-ink-soft">{group.heading}</p>
      <ul className={`grid gap-1 ${columns}`}>
        {items.map((item) => (
          <li key={item.href}>
            <NavigationMenu.Link asChild>
              <Link href={item.href} className="block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-50 focus:bg-brand-50">
                {item.label}
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The header's tool menus (Radix navigation menu), loaded after the page's first paint by DesktopMenu. */
export function DesktopMenuRadix({ groups, label, defaultValue }: { groups: SentToolGroup[]; label: string; defaultValue: string }) {
  return (
    <NavigationMenu.Root aria-label={label} defaultValue={defaultValue} className={desktopMenuClass}>
      <NavigationMenu.List className={desktopMenuListClass}>
        {groups.map((group) => (
          <NavigationMenu.Item key={group.id} value={group.id}>
            <NavigationMenu.Trigger className={desktopMenuTriggerClass}>
              {group.label}
              <ChevronDown />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-0">
              <GroupContent group={group} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute left-0 top-full z-50 pt-2">
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-lg border border-surface-line bg-white shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}
