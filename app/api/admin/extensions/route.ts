import { listExtensions } from '@/lib/site/extensions/extensions';
import { updateExtension } from '@/lib/site/extensions/update-extension';
import { adminRoute, json } from '@/lib/http/route';
import { extensionUpdateSchema } from '@/lib/validations/extensions';

export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () =>
  json({ success: true, data: await listExtensions() }),
);

/** PUT {key: chat | analytics, status: enabled | disabled, config: {appKey} | {measurementId}}. */
export const PUT = adminRoute({ body: extensionUpdateSchema }, async ({ body, actor }) =>
  json({ success: true, data: await updateExtension(actor, body) }),
);
