import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

// Public pages are static, and this lifetime, with `expireTime` in next.config.ts, bounds how long
// another instance can show content an admin has changed (a save expires the page on its own
// instance at once). Regeneration is stale-while-revalidate: a page older than 30 s is still served
// once while it renders again, reading the database directly (no data cache stacks on this), and a
// page older than `expireTime` (50 s) is never served: that request waits for a fresh render. So for
// an edit saved at t0, any copy another instance rendered before t0 is gone by t0 + 50 s plus one
// render, well within the minute promised, whether or not visitors came in between.
export const revalidate = 30;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
