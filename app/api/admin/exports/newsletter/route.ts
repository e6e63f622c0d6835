import { contentActor } from '@/lib/content/admin-audit';
import { csvResponse } from '@/lib/export/csv';
import { subscribersCsv } from '@/lib/export/exports';
import { adminRoute } from '@/lib/http/route';

export const GET = adminRoute({}, async ({ user, clientIp }) =>
  csvResponse(await subscribersCsv(contentActor(user, clientIp)), 'newsletter-subscribers.csv'),
);
