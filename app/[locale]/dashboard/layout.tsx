import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { resolveLocale } from '@/lib/seo/localized-metadata';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function DashboardLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale(await resolveLocale(params));
  return <DashboardFrame>{children}</DashboardFrame>;
}
