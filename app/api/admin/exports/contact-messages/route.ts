import { csvResponse } from '@/lib/admin/export/csv';
import { contactMessagesCsv } from '@/lib/admin/export/exports';
import { adminRoute } from '@/lib/http/route';

export const GET = adminRoute({}, async ({ actor }) => csvResponse(await contactMessagesCsv(actor), 'contact-messages.csv'));
