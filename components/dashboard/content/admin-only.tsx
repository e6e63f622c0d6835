'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useRequireUser } from '@/components/dashboard/use-require-user';

/** Renders its children for administrators; everyone else is told the page is not theirs. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useTranslations('ContentAdmin');
  const { user, loading } = useRequireUser();
  if (loading || !user) return <p className="text-ink-muted">{t('loading')}</p>;
  if (user.role !== 'admin') return <p className="text-ink-muted">{t('adminsOnly')}</p>;
  return <>{children}</>;
}
