// npm run create-admin -- --email ann@example.com --password 'a long password'
// Creates the account as an administrator, or promotes an existing one (and sets its password when
// one is given). Safe to run while the server is running.
import { parseArgs } from 'node:util';
import { allowUnboundedCalls, closeDatabase, database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { setAdminAccount } from '@/lib/users/ensure-admin';

allowUnboundedCalls();

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run create-admin -- --email <address> [--password <password>]');
  await migrateToLatest(database());
  const outcome = await setAdminAccount(values.email, values.password);
  console.log(`Administrator ${outcome.email}: ${outcome.action}.`);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: Error) => {
    console.error(error.message);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
