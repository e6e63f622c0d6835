import { adminOverview } from '@/lib/admin/overview';
import { withAdmin } from '@/lib/auth/guards';
import { json } from '@/lib/http/route';

export const GET = withAdmin(async () => json(await adminOverview()));
