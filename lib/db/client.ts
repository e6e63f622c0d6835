import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig,
} from 'kysely';
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

/** How long a SQLite statement waits for another process's write lock: the 503 then leaves within 2 s. */
export const SQLITE_LOCK_WAIT_MS = 1700;
// better-sqlite3 is synchronous: its own busy handler would sleep on the event loop (a 20 ms wait
// per attempt kept the loop blocked a quarter of the time while a write waited), so a locked
// statement fails at once and is retried from a timer, leaving the loop free for other requests.
const SQLITE_BUSY_TIMEOUT_MS = 0;

function isBusy(error: unknown): boolean {
  return typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');
}

/** A statement that found the database locked is tried again, without blocking, until the deadline. */
function retryingWhileBusy(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const deadline = performance.now() + SQLITE_LOCK_WAIT_MS;
      for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if (!isBusy(error) || performance.now() + pause > deadline) throw error;
          await delay(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class LockPatientSqliteDriver extends SqliteDriver {
  readonly #connections = new WeakMap<DatabaseConnection, DatabaseConnection>();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    let patient = this.#connections.get(connection);
    if (!patient) this.#connections.set(connection, (patient = retryingWhileBusy(connection)));
    return patient;
  }
}

class LockPatientSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new LockPatientSqliteDriver(this.#config);
  }
}

function openSqlite(file: string): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes every acknowledged commit durable.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new LockPatientSqliteDialect({ database: connection }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * How long one PostgreSQL call may take. The server cancels a statement after STATEMENT_TIMEOUT_MS;
 * the client gives up a little later, for a database (or a path to it) that no longer answers at all.
 */
export const STATEMENT_TIMEOUT_MS = 1500;
const QUERY_TIMEOUT_MS = 1800;
const CONNECT_TIMEOUT_MS = 1500;

export type OpenOptions = {
  /** Serving bounds every call; migrations and operator scripts may wait on a lock or a long DDL. */
  bounded?: boolean;
};

/**
 * Hands Kysely pooled clients that are dropped from the pool after a failure that is not the
 * server's answer (a read timeout, a dead socket): such a connection may still owe a reply, and
 * after a silent outage it never comes, so reusing it would wedge every later call.
 */
function droppingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      return {
        // Kysely only ever passes text and parameters (no cursors: the site streams nothing).
        query: (async (text: string, parameters: readonly unknown[]) => {
          if (broken) throw broken;
          try {
            return await client.query(text, parameters as unknown[]);
          } catch (error) {
            if (!(error instanceof pg.DatabaseError)) broken = error as Error;
            throw error;
          }
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

function openPostgres(url: string, { bounded = true }: OpenOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that is down or silent fails fast, so the API answers 503 instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Idle connections to a peer that vanished are found and closed by the kernel.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(bounded && { statement_timeout: STATEMENT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS }),
    types: pgTypes,
  });
  // A client losing its connection must not crash the process: idle clients report through the
  // pool, and every client gets its own listener for the moment it is checked out. Queries in
  // flight still fail (and become a 503); the next one connects again.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  pool.on('connect', (client) => client.on('error', (error) => console.error('PostgreSQL connection error:', error.message)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: droppingBrokenClients(pool) }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: DatabaseConfig = databaseConfig(), options: OpenOptions = {}): DatabaseHandle {
  return config.engine === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, options);
}

// One handle per process, kept on globalThis so that development reloads do not leak pools.
const holder = globalThis as unknown as { __shoeDatabase?: DatabaseHandle; __shoeDatabaseOptions?: OpenOptions };

export function database(): DatabaseHandle {
  holder.__shoeDatabase ??= openDatabase(databaseConfig(), holder.__shoeDatabaseOptions);
  return holder.__shoeDatabase;
}

/** For start-up and operator scripts, before the first call: they may wait on another instance's migration lock. */
export function allowUnboundedCalls(): void {
  holder.__shoeDatabaseOptions = { bounded: false };
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
