import { json, userRoute } from '@/lib/http/route';
import { mySizesInputSchema } from '@/lib/my-sizes/input-schema';
import { deleteMySizes, getMySizeHere, getMySizes, saveMySizes } from '@/lib/my-sizes/my-sizes';
import { mySizesQuerySchema } from '@/lib/validations/my-sizes';

const personal = { success: 'private, no-store', clientError: 'private, no-store' };

/** GET: the user's sizes everywhere; GET ?page=brand-nike: their size on that converter page. */
export const GET = userRoute({ query: mySizesQuerySchema, cacheControl: personal }, async ({ user, query }) =>
  json(query.page ? await getMySizeHere(user.id, query.page) : await getMySizes(user.id)),
);

export const PUT = userRoute({ body: mySizesInputSchema, cacheControl: personal }, async ({ user, body }) =>
  json(await saveMySizes(user.id, body)),
);

export const DELETE = userRoute({ cacheControl: personal }, async ({ user }) => json(await deleteMySizes(user.id)));
