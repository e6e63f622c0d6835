import { csvResponse } from '@/lib/admin/export/csv';
import { subscribersCsv } from '@/lib/admin/export/exports';
import { adminRoute } from '@/lib/http/route';

export const GET = adminRoute({}, async ({ actor }) => csvResponse(await subscribersCsv(actor), 'newsletter-subscribers.csv'));
