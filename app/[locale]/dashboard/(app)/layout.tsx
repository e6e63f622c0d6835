import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { Logo } from '@/components/ui/logo';

/** The logged-in part of the dashboard: the app shell, which sends visitors without a token to /login. */
export default async function DashboardAppLayout({ children }: { children: ReactNode }) {
  const meta = await getTranslations('Metadata');
  return <DashboardShell siteName={<Logo name={meta('siteName')} />}>{children}</DashboardShell>;
}
