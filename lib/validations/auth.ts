import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/password-rules';

// These schemas also run in the browser, where zod would otherwise probe `new Function("")` to
// pick its fast path: a violation report under the site's CSP, which allows no eval.
z.config({ jitless: true });

/**
 * Shared by the route handlers and the client forms. Each message is an error code that the
 * client translates (messages AuthErrors.*).
 */
export const emailSchema = z
  .string({ message: 'invalidEmail' })
  .trim()
  .max(254, { message: 'invalidEmail' })
  .pipe(z.email({ message: 'invalidEmail' }))
  // CR/LF never belong in an address; refusing them keeps mail headers safe later on.
  .refine((value) => !/[\r\n]/.test(value), { message: 'invalidEmail' });

export const passwordSchema = z
  .string({ message: 'weakPassword' })
  .min(PASSWORD_MIN_LENGTH, { message: 'weakPassword' })
  .max(PASSWORD_MAX_LENGTH, { message: 'passwordTooLong' });

export const usernameSchema = z
  .string({ message: 'invalidUsername' })
  .trim()
  .min(2, { message: 'invalidUsername' })
  .max(40, { message: 'invalidUsername' })
  .refine((value) => !/[\u0000-\u001f\u007f<>]/.test(value), { message: 'invalidUsername' });

/** A value of the wrong JSON type is a malformed request (400 invalidInput); an over-long one cannot be right. */
export const loginSchema = z.object({
  email: z.string().max(254, { message: 'invalidCredentials' }),
  password: z.string().max(PASSWORD_MAX_LENGTH, { message: 'invalidCredentials' }),
});

export const signupSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ message: 'passwordMismatch' }),
  })
  .refine((value) => value.password === value.confirmPassword, { message: 'passwordMismatch', path: ['confirmPassword'] });

/** The current password is needed (and checked by the server) only when the email changes. */
export const profileUpdateSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    currentPassword: z.string({ message: 'wrongCurrentPassword' }).max(PASSWORD_MAX_LENGTH, { message: 'wrongCurrentPassword' }).optional(),
  })
  .strict()
  .refine((value) => value.username !== undefined || value.email !== undefined, { message: 'invalidInput' });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ message: 'wrongCurrentPassword' }).max(PASSWORD_MAX_LENGTH, { message: 'wrongCurrentPassword' }),
    newPassword: passwordSchema,
    confirmPassword: z.string({ message: 'passwordMismatch' }).optional(),
  })
  .refine((value) => value.confirmPassword === undefined || value.newPassword === value.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });

export type SignupInput = z.infer<typeof signupSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema, locale: z.string().max(10).optional() }).strict();

export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ message: 'invalidResetToken' }).min(20, { message: 'invalidResetToken' }).max(200, { message: 'invalidResetToken' }),
    password: passwordSchema,
    confirmPassword: z.string({ message: 'passwordMismatch' }).optional(),
  })
  .strict()
  .refine((value) => value.confirmPassword === undefined || value.password === value.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });
