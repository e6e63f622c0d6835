import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Logo } from '@/components/ui/logo';

/** The account and admin area's frame: a slim bar instead of the site's navigation and footer. */
export async function DashboardFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('Dashboard');
  const meta = await getTranslations('Metadata');
  return (
    <div className="flex min-h-screen flex-col bg-surface-alt" data-area="dashboard">
      <header className="border-b border-surface-line bg-white">
        <div className="mx-auto flex h-14 max-w-page items-center justify-between px-4">
          <Logo name={meta('siteName')} />
          <Link href="/" className="text-sm text-brand-700 hover:underline">
            {t('backToSite')}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
