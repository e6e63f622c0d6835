import { withAdmin } from '@/lib/auth/guards';
import { readQuery } from '@/lib/http/request-input';
import { json } from '@/lib/http/route';
import { listUsers } from '@/lib/users/list-users';
import { userListQuerySchema } from '@/lib/validations/admin';
import { parseInput } from '@/lib/validations/parse';

/** GET /api/admin/users?search=&sort=username|email|role|status|createdAt&order=asc|desc&page=&pageSize= */
export const GET = withAdmin(async (request) => json(await listUsers(parseInput(userListQuerySchema, readQuery(request)))));
