import { listExtensions } from '@/lib/extensions/extensions';
import { json, publicRoute } from '@/lib/http/route';

/** The extensions the site may load, with only their public settings. */
export const GET = publicRoute({ cacheControl: { success: 'no-store' } }, async () =>
  json({ success: true, data: await listExtensions() }),
);
