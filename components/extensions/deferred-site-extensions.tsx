'use client';

import { useIdleImport } from '@/components/ui/use-idle-import';

const loadSiteExtensions = () => import('./site-extensions');

/** SiteExtensions renders nothing and only starts third-party scripts after consent: its code waits for the page to be idle. */
export function DeferredSiteExtensions() {
  const { loaded } = useIdleImport(loadSiteExtensions);
  return loaded ? <loaded.SiteExtensions /> : null;
}
