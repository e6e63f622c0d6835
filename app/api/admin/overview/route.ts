import { adminOverview } from '@/lib/admin/overview';
import { adminRoute, json } from '@/lib/http/route';

export const GET = adminRoute({}, async () => json(await adminOverview()));
