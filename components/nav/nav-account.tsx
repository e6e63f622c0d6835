'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The header's account area. Rendered on the client so that pages stay static for every visitor. */
export function NavAccount() {
  const t = useTranslations('Nav');
  return (
    <Link href="/login" className="rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt">
      {t('login')}
    </Link>
  );
}
