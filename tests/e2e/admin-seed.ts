import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';

/** The password of every account these helpers create. */
export const seededPassword = 'seeded e2e password';

let passwordHash: Promise<string> | undefined;

/**
 * Writes an account straight into the end-to-end server's SQLite database: sign-ups through the
 * API are rate-limited per address, and every test here needs its own users.
 */
export async function seedUser(username: string, email: string): Promise<string> {
  // The server's own parameters (lib/auth/password.ts, server-only): logins need no rehash.
  passwordHash ??= hash(seededPassword, { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  const db = new Database(path.join(process.cwd(), '.e2e-data', 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const id = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `insert into users (id, username, username_lower, email, email_lower, password_hash, role, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, 'user', ?, ?)`,
    ).run(id, username, username.toLowerCase(), email, email.toLowerCase(), await passwordHash, now, now);
    return id;
  } finally {
    db.close();
  }
}

export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** A contact message straight into the database (the form is limited to five per address an hour). */
export function seedContactMessage(name: string, email: string, message: string): void {
  const db = new Database(path.join(process.cwd(), '.e2e-data', 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(`insert into contact_messages (id, name, email, message, locale, created_at) values (?, ?, ?, ?, 'en', ?)`).run(
      randomUUID(),
      name,
      email,
      message,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/**
 * A reset link for the account, written straight into the database as the site would store it
 * (hashed): the outbox never shows a live link, and the end-to-end server has no mail server.
 */
export function seedResetToken(userId: string): string {
  const token = randomBytes(32).toString('base64url');
  const db = new Database(path.join(process.cwd(), '.e2e-data', 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = Date.now();
    db.prepare(`insert into password_resets (token_hash, user_id, expires_at, used_at, created_at) values (?, ?, ?, null, ?)`).run(
      createHash('sha256').update(token).digest('hex'),
      userId,
      new Date(now + 30 * 60_000).toISOString(),
      new Date(now).toISOString(),
    );
    return token;
  } finally {
    db.close();
  }
}
