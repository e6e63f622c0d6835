import { publicExtensions } from '@/lib/site/extensions/public-extensions';
import { json, publicRoute } from '@/lib/http/route';

/**
 * The extensions the site may load, with only their public settings. The server keeps them in
 * memory (lib/site/extensions/public-extensions.ts); nobody else keeps the answer, so an admin's change is
 * never held back by a browser or a proxy. The browser asks once per full page load (the site layout
 * stays mounted across client navigations).
 */
export const GET = publicRoute({ cacheControl: { success: 'no-store' } }, async () =>
  json({ success: true, data: await publicExtensions() }),
);
