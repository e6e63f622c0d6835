import { withAdmin } from '@/lib/auth/guards';
import { readQuery } from '@/lib/http/request-input';
import { json } from '@/lib/http/route';
import { listOutbox } from '@/lib/mail/list-outbox';
import { pageQuerySchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** GET ?page=&pageSize=, newest first. */
export const GET = withAdmin(async (request) => json(await listOutbox(parseInput(pageQuerySchema, readQuery(request)))));
