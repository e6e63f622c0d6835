import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

// Public pages are static and regenerated at most once a minute.
export const revalidate = 60;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
