'use client';

import { useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { AuthUser } from '@/components/auth/auth-provider';
import { UserAvatar } from '@/components/auth/user-avatar';
import { dashboardNavItems } from './nav-items';
import { UnreadBadge } from './unread-badge';

type Props = { user: AuthUser; unread: number; onNavigate: () => void; onLogout: () => void };

export function DashboardSidebar({ user, unread, onNavigate, onLogout }: Props) {
  const t = useTranslations('DashboardNav');
  const pathname = usePathname();
  const items = dashboardNavItems.filter((item) => !item.adminOnly || user.role === 'admin');

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('sidebar')}>
        <ul className="space-y-1">
          {items.map(({ key, href, icon: Icon }) => {
            const current = pathname === href;
            return (
              <li key={key}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                    current ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-alt'
                  }`}
                >
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span>{t(key)}</span>
                  {key === 'notifications' ? <UnreadBadge count={unread} label={t('unread', { count: unread })} /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* Right below the sections rather than pinned to the window's bottom edge, where a short
          window or the cookie notice would hide Log out. */}
      <div className="border-t border-surface-line pt-4">
        <div className="flex items-center gap-3 px-3">
          <UserAvatar name={user.username} image={user.profileImage} size={36} />
          <p className="min-w-0 text-sm">
            <span className="sr-only">{t('signedInAs', { name: user.username })}</span>
            <span aria-hidden="true" className="block truncate font-medium">
              {user.username}
            </span>
            <span className="block truncate text-xs text-ink-soft">{user.email}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="mt-3 flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t('logout')}
        </button>
        <Link href="/" className="mt-1 block px-3 py-2 text-sm text-brand-700 hover:underline">
          {t('backToSite')}
        </Link>
      </div>
    </div>
  );
}
