import { adminRoute, json } from '@/lib/http/route';
import { listUsers } from '@/lib/users/list-users';
import { userListQuerySchema } from '@/lib/validations/admin';

/** GET /api/admin/users?search=&sort=username|email|role|status|createdAt&order=asc|desc&page=&pageSize= */
export const GET = adminRoute({ query: userListQuerySchema }, async ({ query }) => json(await listUsers(query)));
