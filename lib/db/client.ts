import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { databaseConfig, type DatabaseConfig } from './config';
import type { Database } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: DatabaseConfig['engine'];
  close: () => Promise<void>;
};

// int8 (bigint) columns hold epoch milliseconds, far below 2^53: read them as numbers, not strings.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes every acknowledged commit durable.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // When the database is down, fail fast so the API can answer 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    types: pgTypes,
  });
  // A client losing its connection must not crash the process: idle clients report through the
  // pool, and every client gets its own listener for the moment it is checked out. Queries in
  // flight still fail (and become a 503); the next one connects again.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  pool.on('connect', (client) => client.on('error', (error) => console.error('PostgreSQL connection error:', error.message)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig = databaseConfig()): DatabaseHandle {
  return config.engine === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url);
}

// One handle per process, kept on globalThis so that development reloads do not leak pools.
const holder = globalThis as unknown as { __shoeDatabase?: DatabaseHandle };

export function database(): DatabaseHandle {
  holder.__shoeDatabase ??= openDatabase();
  return holder.__shoeDatabase;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__shoeDatabase;
  holder.__shoeDatabase = undefined;
  await handle?.close();
}

/**
 * Runs a read-then-write unit of work atomically. On SQLite it takes the write lock up front
 * (BEGIN IMMEDIATE), so two writers never deadlock upgrading a read lock.
 */
export async function writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, engine } = database();
  if (engine === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
