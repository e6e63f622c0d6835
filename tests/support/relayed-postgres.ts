import { closeDatabase } from '@/lib/db/client';
import { resetServerEnvForTests } from '@/lib/env';
import { useFreshDatabase } from './engines';
import { freePort } from './postgres-cluster';
import { tcpRelay } from './tcp-relay';

/**
 * Points the app at a brand-new PostgreSQL database through a TCP relay the test controls (cut,
 * restore, silence), standing in for a database that goes away or a middlebox that drops the flow.
 * `release()` closes the app's pool and then the relay.
 */
export async function useRelayedPostgres() {
  await useFreshDatabase('postgres');
  const target = new URL(process.env.DATABASE_URL!);
  const relay = tcpRelay(await freePort(), Number(target.port));
  await relay.start();
  await closeDatabase();
  target.port = String(relay.port);
  process.env.DATABASE_URL = target.toString();
  resetServerEnvForTests();
  return {
    relay,
    async release() {
      await closeDatabase();
      await relay.stop();
    },
  };
}
