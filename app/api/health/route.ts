import { pingDatabase } from '@/lib/db/queries/health';
import { json, publicRoute } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** 200 when the database answers, 503 when it does not; the engine is nobody's business outside. */
export const GET = publicRoute({}, async () => {
  await pingDatabase();
  return json({ status: 'ok' });
});
