import { z } from 'zod';

export const chatConfigSchema = z.strictObject({
  appKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,64}$/, 'letters, digits and hyphens, 4 to 64 of them')
    .or(z.literal('')),
});
export const analyticsConfigSchema = z.strictObject({
  measurementId: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,16}$/, 'a GA4 measurement ID such as G-ABC123DEF4')
    .or(z.literal('')),
});

/** PUT /api/admin/extensions: one extension's status and setting. */
export const extensionUpdateSchema = z.discriminatedUnion('key', [
  z.strictObject({ key: z.literal('chat'), status: z.enum(['enabled', 'disabled']), config: chatConfigSchema }),
  z.strictObject({ key: z.literal('analytics'), status: z.enum(['enabled', 'disabled']), config: analyticsConfigSchema }),
]);
export type ExtensionUpdate = z.infer<typeof extensionUpdateSchema>;
