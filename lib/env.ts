import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { readListenEnv } from './env-listen.mjs';

/**
 * The one place that reads process.env (with ./env-listen.mjs, which holds the settings
 * scripts/server.mjs shares). Values are validated; a bad setting fails loudly with the name of the
 * variable. Public settings are read at import (they are baked into static pages);
 * server settings only when the server first needs them, so `next build` never asks for a database.
 */
const publicSchema = z.object({
  SITE_URL: z
    .url({ message: 'SITE_URL must be an absolute URL such as https://example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
});

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const serverSchema = z.object({
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString.refine((value) => value === undefined || Buffer.byteLength(value) >= 32, {
    message: 'JWT_SECRET must be at least 32 bytes long',
  }),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DATA_DIR: optionalString,
  SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587',
  }),
  MAIL_FROM: optionalString.refine((value) => value === undefined || !/[\r\n]/.test(value), { message: 'MAIL_FROM must be one line' }),
  CONTENT_API_KEY: optionalString.refine((value) => value === undefined || Buffer.byteLength(value) >= 24, {
    message: 'CONTENT_API_KEY must be at least 24 bytes long',
  }),
});

function fail(error: z.ZodError): never {
  const problems = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

function readPublicEnv() {
  const parsed = publicSchema.safeParse({ SITE_URL: process.env.SITE_URL || undefined });
  return parsed.success ? parsed.data : fail(parsed.error);
}

export const env = readPublicEnv();

export type ServerEnv = {
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: trust none). */
  trustedProxyHops: number;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  /** Outgoing mail server; without it, mail is kept in the outbox the dashboard shows. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail; defaults to no-reply at the site's host name. */
  mailFrom: string;
  /** Bearer key of GET /api/content; generated under dataDir when not set. */
  contentApiKey: string | undefined;
};

let cachedServerEnv: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cachedServerEnv) return cachedServerEnv;
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) fail(parsed.error);
  const values = parsed.data;
  cachedServerEnv = {
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    trustedProxyHops: readListenEnv(process.env).trustedProxyHops,
    dataDir: path.resolve(values.DATA_DIR ?? path.join(process.cwd(), 'data')),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Shoe Size Converter <no-reply@${new URL(env.SITE_URL).hostname}>`,
    contentApiKey: values.CONTENT_API_KEY,
  };
  return cachedServerEnv;
}

/**
 * True while `next build` prerenders pages. Static pages are built without a database: content
 * reads then use the content shipped in the repository, and the server reads the database when it
 * revalidates them.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Tests change the environment between cases. */
export function resetServerEnvForTests(): void {
  cachedServerEnv = undefined;
}
