// npm run db:migrate: apply pending migrations and exit.
import { allowUnboundedCalls, closeDatabase, database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';

allowUnboundedCalls();

migrateToLatest(database())
  .then(async (applied) => {
    console.log(applied.length ? `Applied ${applied.join(', ')}.` : 'The database is up to date.');
    await closeDatabase();
  })
  .catch(async (error: Error) => {
    console.error(error.message);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
