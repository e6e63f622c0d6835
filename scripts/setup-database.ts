// Run before serving (npm start): checks the secrets, applies migrations, seeds the shipped page
// content and makes sure an admin exists.
import { secretNames, storedSecret } from '@/lib/auth/stored-secret';
import { seedDefaultContent } from '@/lib/content/seed-content';
import { allowUnboundedCalls, closeDatabase, database } from '@/lib/db/client';
import { migrateToLatest } from '@/lib/db/migrate';
import { serverEnv } from '@/lib/env';
import { ensureAdmin } from '@/lib/users/ensure-admin';

allowUnboundedCalls();

async function main() {
  for (const name of secretNames) storedSecret(name);
  const applied = await migrateToLatest(database());
  if (applied.length) console.log(`Database: applied ${applied.join(', ')} (${database().engine}).`);
  const seeded = await seedDefaultContent();
  if (seeded.inserted || seeded.refreshed) console.log(`Content: ${seeded.inserted} translations added, ${seeded.refreshed} refreshed.`);
  const { adminEmail, adminPassword } = serverEnv();
  const outcome = await ensureAdmin(adminEmail, adminPassword);
  if (outcome.action === 'generated') {
    console.log('\nNo administrator existed, so one was created. This password is shown only once:');
    console.log(`  email:    ${outcome.email}\n  password: ${outcome.password}\n`);
    console.log('Log in and change it on /dashboard/profile, or set ADMIN_EMAIL and ADMIN_PASSWORD.\n');
  } else if (outcome.action === 'created' || outcome.action === 'promoted') {
    console.log(`Administrator ${outcome.email} ${outcome.action}.`);
  }
}

main()
  .then(() => closeDatabase())
  .catch(async (error: Error) => {
    console.error(`Cannot start: ${error.message}`);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
