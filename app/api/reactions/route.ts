import { reactionState, react } from '@/lib/content/reactions';
import { json, publicRoute, userRoute } from '@/lib/http/route';
import { reactionBodySchema, reactionTargetSchema } from '@/lib/validations/content';

const reactionPolicy = { name: 'reactions-ip', limit: 60, windowMs: 60_000 };

/** GET ?category=&language=: the counts a page shows, briefly cacheable. */
export const GET = publicRoute(
  { query: reactionTargetSchema, cacheControl: { success: 'public, max-age=10, s-maxage=10' } },
  async ({ query }) => {
    const { likes, unlikes } = await reactionState(query.category, query.language);
    return json({ likes, unlikes });
  },
);

/** POST {category, language, action: like | unlike | clear | report, reason?}: the new counts and the user's own state. */
export const POST = userRoute({ body: reactionBodySchema, rateLimit: reactionPolicy }, async ({ body, user }) =>
  json(await react(user, body)),
);
