'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/dropdown-menu';
import { accountButtonClass } from './nav-account';

/** The signed-in visitor's menu button (Radix): Dashboard, Notifications, Log out. Loaded after first paint by NavAccount. */
export function AccountMenu({
  label,
  describedBy,
  trigger,
  badge,
  onLogout,
  defaultOpen,
  autoFocus,
  children,
}: {
  label: string;
  describedBy: string | undefined;
  trigger: ReactNode;
  badge: ReactNode;
  onLogout: () => void;
  defaultOpen: boolean;
  autoFocus: boolean;
  /** Beside the button: the description of the unread count. */
  children: ReactNode;
}) {
  const t = useTranslations('Nav');
  const notices = useTranslations('NavNotifications');
  return (
    <MenuRoot modal={false} defaultOpen={defaultOpen}>
      <MenuTrigger aria-label={label} aria-describedby={describedBy} autoFocus={autoFocus} className={accountButtonClass}>
        {trigger}
      </MenuTrigger>
      {children}
      <MenuContent className="w-44">
        <MenuItem asChild>
          <Link href="/dashboard">{t('dashboard')}</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/dashboard/notifications" className="flex items-center gap-2">
            {notices('link')}
            {badge}
          </Link>
        </MenuItem>
        <MenuItem onSelect={onLogout}>{t('logout')}</MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
