import { reactionState } from '@/lib/content/reactions';
import { json, userRoute } from '@/lib/http/route';
import { reactionTargetSchema } from '@/lib/validations/content';

/** GET ?category=&language=: the counts with the logged-in user's own reaction and report. */
export const GET = userRoute({ query: reactionTargetSchema, cacheControl: { success: 'private, no-store' } }, async ({ query, user }) =>
  json(await reactionState(query.category, query.language, user.id)),
);
