import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { connection } from 'next/server';
import { ClientMessages } from '@/components/layout/client-messages';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Strings of the dashboard's client components; the public site's namespaces stay out. */
const dashboardNamespaces = [
  'Nav',
  'Dashboard',
  'DashboardNav',
  'DashboardOverview',
  'AdminCommon',
  'AdminUsers',
  'AdminErrors',
  'AdminMessages',
  'AdminOutbox',
  'AdminNewsletter',
  'AdminExport',
  'AdminAudit',
  'Notifications',
  'Profile',
  'EmailChange',
  'AuthErrors',
  'NotFound',
] as const;

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  // Rendered per request, so that Next can put the request's CSP nonce on its scripts.
  await connection();
  // No site navigation or footer anywhere under /dashboard, signed in or not.
  return (
    <div data-area="dashboard" className="flex min-h-screen flex-col bg-surface-alt">
      <ClientMessages paths={dashboardNamespaces}>{children}</ClientMessages>
    </div>
  );
}
