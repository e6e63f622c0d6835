'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { UserAvatar } from '@/components/auth/user-avatar';
import { usePopover } from '@/components/ui/use-popover';
import { useUnreadCount } from '@/components/notifications/use-unread-count';
import { UnreadBadge } from '@/components/dashboard/unread-badge';

/**
 * The header's account area: a log-in link, or the user's name and picture with Dashboard and
 * Log out. Rendered on the client so that pages stay static for every visitor.
 */
export function NavAccount({ variant = 'menu' }: { variant?: 'menu' | 'inline' }) {
  const t = useTranslations('Nav');
  const { user, loading, logout } = useAuth();
  const notices = useTranslations('NavNotifications');
  const { open, setOpen, panelId: menuId, rootProps } = usePopover();
  const unread = useUnreadCount(user?._id);

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

  const links = (
    <>
      <Link href="/dashboard" className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50" onClick={() => setOpen(false)}>
        {t('dashboard')}
      </Link>
      <Link
        href="/dashboard/notifications"
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-brand-50"
        onClick={() => setOpen(false)}
      >
        {notices('link')}
        <UnreadBadge count={unread} label={notices('badge', { count: unread })} />
      </Link>
      <button type="button" onClick={logout} className="block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50">
        {t('logout')}
      </button>
    </>
  );

  if (variant === 'inline') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="text-sm font-medium">{user.username}</span>
        {links}
      </div>
    );
  }

  return (
    <div {...rootProps} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account', { name: user.username })}
        aria-describedby={unread > 0 ? `${menuId}-unread` : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-alt"
      >
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="max-w-32 truncate">{user.username}</span>
        {unread > 0 ? (
          <span aria-hidden="true" className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {unread > 0 ? (
        <span id={`${menuId}-unread`} className="sr-only">
          {notices('badge', { count: unread })}
        </span>
      ) : null}
      <div id={menuId} hidden={!open} className="absolute right-0 top-full z-50 mt-1 w-44 rounded-lg border border-surface-line bg-white p-1 shadow-lg">
        {links}
      </div>
    </div>
  );
}
