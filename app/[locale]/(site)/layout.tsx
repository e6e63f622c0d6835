import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { resolveLocale } from '@/lib/i18n/resolve-locale';

// Public pages are static and regenerated at most once a minute.
export const revalidate = 60;

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render apart from their pages, so each one sets the locale to stay static.
  setRequestLocale(await resolveLocale(params));
  return <SiteShell>{children}</SiteShell>;
}
