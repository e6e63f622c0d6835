import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from '@/lib/db/schema';

const firstNames = [
  'ann',
  'bob',
  'carla',
  'dev',
  'emma',
  'farid',
  'giulia',
  'hiro',
  'ines',
  'jun',
  'kofi',
  'lena',
  'mateo',
  'nora',
  'olga',
  'priya',
  'quinn',
  'rosa',
  'sven',
  'tariq',
  'uma',
  'viktor',
  'wen',
  'ximena',
  'yusuf',
  'zoë',
];
const lastNames = [
  'smith',
  'garcia',
  'müller',
  'rossi',
  'tanaka',
  'kim',
  'nowak',
  'silva',
  'ivanov',
  'dubois',
  'patel',
  'jansen',
  'lopez',
  'schmidt',
  'sato',
  'park',
];
const domains = ['example.com', 'mail.test', 'shoes.test', 'walkers.example', 'runners.test'];

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills the users table with `count` realistic-looking accounts (names, addresses, two years of
 * sign-up dates, a few admins and banned users). Every account shares one password hash: hashing
 * 100,000 passwords would take an hour and measure nothing the table cares about.
 */
export async function seedUsers(db: Kysely<Database>, count: number, now = Date.now()): Promise<void> {
  const passwordHash = await hashPassword('benchmark password');
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const first = firstNames[n % firstNames.length]!;
      const last = lastNames[Math.floor(n / firstNames.length) % lastNames.length]!;
      const username = `${first}.${last}${n}`;
      const email = `${first}.${last}.${n}@${domains[n % domains.length]}`;
      const created = new Date(now - ((n * 7919) % ((730 * DAY_MS) / 1000)) * 1000).toISOString();
      const banned = n % 50 === 7 ? 1 : 0;
      rows.push({
        id: randomUUID(),
        username,
        username_lower: username.toLowerCase(),
        email,
        email_lower: email.toLowerCase(),
        password_hash: passwordHash,
        role: n % 5000 === 0 ? ('admin' as const) : ('user' as const),
        profile_image_id: null,
        banned,
        ban_reason: banned ? 'spam' : null,
        token_version: 0,
        created_at: created,
        updated_at: created,
      });
    }
    await db.insertInto('users').values(rows).execute();
  }
}
