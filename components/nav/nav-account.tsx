'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { UserAvatar } from '@/components/auth/user-avatar';
import { useDeferredMenu } from '@/components/ui/use-idle-import';
import { UnreadBadge } from '@/components/dashboard/unread-badge';
import { useUnreadCount } from '@/components/notifications/use-unread-count';

const loadAccountMenu = () => import('./nav-account-menu');

export const accountButtonClass =
  'inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt';

/**
 * The header's account area: a log-in link, or the user's name and picture (with the number of
 * unread notifications) and Dashboard, Notifications and Log out. Rendered on the client so that
 * pages stay static for every visitor. The menu itself (Radix) is loaded once the page is idle; a
 * button that looks the same stands in until then (marked data-deferred), and a click on it opens
 * the menu when it has loaded.
 */
export function NavAccount({ variant = 'menu' }: { variant?: 'menu' | 'inline' }) {
  const t = useTranslations('Nav');
  const notices = useTranslations('NavNotifications');
  const { user, loading, logout } = useAuth();
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

  return <AccountMenuButton user={user} unread={unread} badge={badge} onLogout={logout} />;
}

/** The logged-in header's menu button: its menu's code loads only for a user, once the button shows. */
function AccountMenuButton({
  user,
  unread,
  badge,
  onLogout,
}: {
  user: { username: string; profileImage: string | null };
  unread: number;
  badge: ReactNode;
  onLogout: () => void;
}) {
  const t = useTranslations('Nav');
  const notices = useTranslations('NavNotifications');
  const unreadId = useId();
  const accountMenu = useDeferredMenu(loadAccountMenu);
  const trigger = (
    <>
      <UserAvatar name={user.username} image={user.profileImage} size={28} />
      <span className="max-w-32 truncate">{user.username}</span>
      {unread > 0 ? (
        <span aria-hidden="true" className="rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
  const unreadNote =
    unread > 0 ? (
      <span id={unreadId} className="sr-only">
        {notices('badge', { count: unread })}
      </span>
    ) : null;
  const label = t('account', { name: user.username });
  const describedBy = unread > 0 ? unreadId : undefined;
  if (accountMenu.loaded) {
    return (
      <accountMenu.loaded.AccountMenu
        label={label}
        describedBy={describedBy}
        trigger={trigger}
        badge={badge}
        onLogout={onLogout}
        {...accountMenu.handOver}
      >
        {unreadNote}
      </accountMenu.loaded.AccountMenu>
    );
  }
  return (
    <>
      <button {...accountMenu.standIn} aria-label={label} aria-describedby={describedBy} className={accountButtonClass}>
        {trigger}
      </button>
      {unreadNote}
    </>
  );
}
