import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/nav/site-header';
import { getToolGroups } from '@/lib/site/navigation/tool-groups';
import { DeferredSiteExtensions } from '@/components/extensions/deferred-site-extensions';

/** The public site's frame: top navigation, the page, the footer. The dashboard has none of it. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const groups = await getToolGroups();
  return (
    <>
      <SiteHeader groups={groups} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter groups={groups} />
      <DeferredSiteExtensions />
    </>
  );
}
