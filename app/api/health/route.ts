import { sql } from 'kysely';
import { database } from '@/lib/db/client';
import { json, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** 200 when the database answers, 503 when it does not (through route()). */
export const GET = route(async () => {
  await sql`select 1`.execute(database().db);
  return json({ status: 'ok', database: database().engine });
});
