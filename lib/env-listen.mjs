// Plain JavaScript: scripts/server.mjs reads these settings in the server process itself, which
// runs without a TypeScript loader; lib/env.ts reads them through the same function.
import { z } from 'zod';

const portMessage = { message: 'PORT must be a port number' };

const listenSchema = z.object({
  PORT: z.coerce.number(portMessage).int(portMessage).min(1, portMessage).max(65535, portMessage).default(3000),
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

const blankToUndefined = (value) => (value === undefined || value.trim() === '' ? undefined : value);

/**
 * The HTTP server's settings (PORT, HOSTNAME, TRUST_PROXY), validated.
 * Throws `Invalid environment: NAME: problem` for a bad setting.
 */
export function readListenEnv(source = process.env) {
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
