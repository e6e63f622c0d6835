import { z } from 'zod';

/**
 * The settings of the HTTP server process (PORT, HOSTNAME, TRUST_PROXY), validated once for both
 * lib/env.ts and scripts/server.mjs. Unlike lib/env.ts this module is not marked server-only:
 * scripts/server.mjs loads it in a plain Node process, where Next's server must not run under the
 * react-server condition that would let a server-only module load.
 */
const listenSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a port number' })
    .int({ message: 'PORT must be a port number' })
    .min(1, { message: 'PORT must be a port number' })
    .max(65535, { message: 'PORT must be a port number' })
    .default(3000),
  HOSTNAME: z.string().trim().min(1).default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === 'false') return 0;
      if (value === 'true') return 1;
      const hops = Number(value);
      if (!Number.isInteger(hops) || hops < 0) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false or a number of proxy hops' });
        return z.NEVER;
      }
      return hops;
    }),
});

export type ListenEnv = {
  port: number;
  hostname: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: trust none). */
  trustedProxyHops: number;
};

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** Throws `Invalid environment: NAME: problem` for a bad setting. */
export function readListenEnv(source: Record<string, string | undefined> = process.env): ListenEnv {
  const parsed = listenSchema.safeParse({
    PORT: blankToUndefined(source.PORT),
    HOSTNAME: blankToUndefined(source.HOSTNAME),
    TRUST_PROXY: source.TRUST_PROXY,
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { port: parsed.data.PORT, hostname: parsed.data.HOSTNAME, trustedProxyHops: parsed.data.TRUST_PROXY };
}
