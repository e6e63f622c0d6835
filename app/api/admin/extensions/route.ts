import { contentActor } from '@/lib/content/admin-audit';
import { listExtensions } from '@/lib/extensions/extensions';
import { updateExtension } from '@/lib/extensions/update-extension';
import { adminRoute, json } from '@/lib/http/route';
import { extensionUpdateSchema } from '@/lib/validations/extensions';

export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () =>
  json({ success: true, data: await listExtensions() }),
);

/** PUT {key: chat | analytics, status: enabled | disabled, config: {appKey} | {measurementId}}. */
export const PUT = adminRoute({ body: extensionUpdateSchema }, async ({ body, user, clientIp }) =>
  json({ success: true, data: await updateExtension(contentActor(user, clientIp), body) }),
);
