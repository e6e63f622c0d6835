'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { UserAvatar } from '@/components/auth/user-avatar';
import { useRequireUser } from './use-require-user';

export function DashboardHome() {
  const t = useTranslations('Dashboard');
  const format = useFormatter();
  const { user, logout } = useRequireUser();

  if (!user)
    return (
      <p aria-busy="true" className="text-ink-muted">
        {t('loading')}
      </p>
    );

  return (
    <section className="space-y-6">
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
        <button
          type="button"
          onClick={logout}
          className="rounded-md border border-surface-line bg-white px-4 py-2 text-sm hover:bg-surface-alt"
        >
          {t('logout')}
        </button>
      </div>
    </section>
  );
}
