'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { UserAvatar } from '@/components/auth/user-avatar';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/dropdown-menu';
import { UnreadBadge } from '@/components/dashboard/unread-badge';
import { useUnreadCount } from '@/components/notifications/use-unread-count';

/**
 * The header's account area: a log-in link, or the user's name and picture (with the number of
 * unread notifications) and Dashboard, Notifications and Log out. Rendered on the client so that
 * pages stay static for every visitor.
 */
export function NavAccount({ variant = 'menu' }: { variant?: 'menu' | 'inline' }) {
  const t = useTranslations('Nav');
  const notices = useTranslations('NavNotifications');
  const { user, loading, logout } = useAuth();
  const unread = useUnreadCount(user?._id);
  const unreadId = useId();

  if (!user) {
    return (
      <Link
        href="/login"
        aria-busy={loading}
        className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt"
      >
        {t('login')}
      </Link>
    );
  }

  const badge = <UnreadBadge count={unread} label={notices('badge', { count: unread })} />;

  if (variant === 'inline') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="text-sm font-medium">{user.username}</span>
        <Link href="/dashboard" className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50">
          {t('dashboard')}
        </Link>
        <Link href="/dashboard/notifications" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-brand-50">
          {notices('link')}
          {badge}
        </Link>
        <button type="button" onClick={logout} className="block rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50">
          {t('logout')}
        </button>
      </div>
    );
  }

  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label={t('account', { name: user.username })}
        aria-describedby={unread > 0 ? unreadId : undefined}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt"
      >
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="max-w-32 truncate">{user.username}</span>
        {unread > 0 ? (
          <span aria-hidden="true" className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </MenuTrigger>
      {unread > 0 ? (
        <span id={unreadId} className="sr-only">
          {notices('badge', { count: unread })}
        </span>
      ) : null}
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
        <MenuItem onSelect={logout}>{t('logout')}</MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
