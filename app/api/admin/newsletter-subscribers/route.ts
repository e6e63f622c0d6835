import { withAdmin } from '@/lib/auth/guards';
import { readQuery } from '@/lib/http/request-input';
import { json } from '@/lib/http/route';
import { listSubscribers } from '@/lib/newsletter/list-subscribers';
import { pageQuerySchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** GET ?page=&pageSize=, newest first. */
export const GET = withAdmin(async (request) => json(await listSubscribers(parseInput(pageQuerySchema, readQuery(request)))));
