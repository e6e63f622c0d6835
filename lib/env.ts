import { z } from 'zod';

/**
 * The one place that reads process.env. Values are validated once; a bad setting fails loudly
 * with the name of the variable rather than producing broken URLs later.
 */
const schema = z.object({
  SITE_URL: z
    .url({ message: 'SITE_URL must be an absolute URL such as https://example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
});

function readEnv() {
  const parsed = schema.safeParse({ SITE_URL: process.env.SITE_URL || undefined });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const env = readEnv();
