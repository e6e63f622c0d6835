'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOverview } from '@/lib/admin/overview';
import { UserAvatar } from '@/components/auth/user-avatar';
import { useAuth } from '@/components/auth/auth-provider';
import { useUnreadCount } from '@/components/notifications/use-unread-count';
import { LoadState } from './load-state';
import { UnreadBadge } from './unread-badge';
import { useApiResource } from './use-api-resource';

const linkClass =
  'inline-flex items-center gap-2 rounded-md border border-surface-line bg-white px-4 py-2 text-sm font-medium hover:bg-surface-alt';

function OverviewCounts() {
  const t = useTranslations('DashboardOverview');
  const format = useFormatter();
  const { data, error, loading, reload } = useApiResource<AdminOverview>('/api/admin/overview');
  const cards: { key: keyof AdminOverview; href: string }[] = [
    { key: 'users', href: '/dashboard/users' },
    { key: 'newThisWeek', href: '/dashboard/users' },
    { key: 'banned', href: '/dashboard/users' },
    { key: 'subscribers', href: '/dashboard/newsletter' },
    { key: 'unreadMessages', href: '/dashboard/messages' },
  ];
  return (
    <section aria-labelledby="overview-counts" className="space-y-3">
      <h2 id="overview-counts" className="text-lg font-semibold">
        {t('countsTitle')}
      </h2>
      <LoadState loading={loading} error={error} onRetry={reload} />
      {data ? (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {cards.map(({ key, href }) => (
            <li key={key}>
              <Link href={href} className="block rounded-xl border border-surface-line bg-white p-4 hover:border-brand-500">
                <span className="block text-2xl font-bold">{format.number(data[key])}</span>
                <span className="block text-sm text-ink-muted">{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function DashboardHome() {
  const t = useTranslations('Dashboard');
  const overview = useTranslations('DashboardOverview');
  const nav = useTranslations('DashboardNav');
  const format = useFormatter();
  const { user, logout } = useAuth();
  const unread = useUnreadCount(user?._id);
  if (!user) return null;

  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.username} image={user.profileImage} size={56} />
          <div>
            <h1 className="text-2xl font-bold">{t('welcome', { name: user.username })}</h1>
            <p className="text-sm text-ink-muted">
              {user.role === 'admin' ? t('roleAdmin') : t('roleUser')} ·{' '}
              {t('memberSince', { date: format.dateTime(new Date(user.createdAt), { dateStyle: 'long' }) })}
            </p>
          </div>
        </div>
        <p className="text-ink-muted">{t('intro')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/dashboard/profile" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {t('profileLink')}
          </Link>
          <Link href="/dashboard/notifications" className={linkClass}>
            {overview('notificationsLink')}
            <UnreadBadge count={unread} label={nav('unread', { count: unread })} />
          </Link>
          {user.role === 'admin' ? (
            <Link href="/dashboard/users" className={linkClass}>
              {overview('manageUsers')}
            </Link>
          ) : null}
          <button type="button" onClick={logout} className={linkClass}>
            {t('logout')}
          </button>
        </div>
      </section>
      {user.role === 'admin' ? <OverviewCounts /> : null}
    </div>
  );
}
