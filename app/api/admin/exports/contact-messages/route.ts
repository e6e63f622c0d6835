import { contentActor } from '@/lib/content/admin-audit';
import { csvResponse } from '@/lib/export/csv';
import { contactMessagesCsv } from '@/lib/export/exports';
import { adminRoute } from '@/lib/http/route';

export const GET = adminRoute({}, async ({ user, clientIp }) =>
  csvResponse(await contactMessagesCsv(contentActor(user, clientIp)), 'contact-messages.csv'),
);
