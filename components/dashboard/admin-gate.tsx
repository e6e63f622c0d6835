'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';

/**
 * Shows an admin page only to administrators; others get a sentence saying so. The API refuses
 * them anyway (403): this only spares them a page of errors.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useTranslations('AdminCommon');
  const { user } = useAuth();
  if (!user) return null;
  if (user.role !== 'admin') {
    return (
      <section className="max-w-xl space-y-2">
        <h1 className="text-2xl font-bold">{t('adminOnlyTitle')}</h1>
        <p className="text-ink-muted">{t('adminOnlyBody')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
