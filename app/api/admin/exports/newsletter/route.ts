import { csvResponse } from '@/lib/export/csv';
import { subscribersCsv } from '@/lib/export/exports';
import { adminRoute } from '@/lib/http/route';

export const GET = adminRoute({}, async ({ actor }) => csvResponse(await subscribersCsv(actor), 'newsletter-subscribers.csv'));
