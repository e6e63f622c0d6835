import { z } from 'zod';
import { emailSchema, usernameSchema } from './auth';

/**
 * Input of the admin API, shared by the route handlers and the dashboard's forms. Objects are
 * strict: a field the API does not know is refused rather than ignored.
 */
export const MAX_RECIPIENTS = 500;
export const roles = ['user', 'admin'] as const;

const userId = z.string({ message: 'invalidInput' }).trim().min(1, { message: 'invalidInput' }).max(100, { message: 'invalidInput' });
const oneLine = (max: number) =>
  z
    .string({ message: 'invalidInput' })
    .trim()
    .min(1, { message: 'invalidInput' })
    .max(max, { message: 'invalidInput' })
    // CR or LF in a subject would let it start a new mail header.
    .refine((value) => !/[\r\n]/.test(value), { message: 'invalidInput' });
const text = (max: number) =>
  z.string({ message: 'invalidInput' }).trim().min(1, { message: 'invalidInput' }).max(max, { message: 'invalidInput' });

export const banUserSchema = z.object({ userId, reason: text(500) }).strict();
export const unbanUserSchema = z.object({ userId }).strict();
export const deleteUserQuerySchema = z.object({ id: userId }).strict();

/** Addresses are compared case-insensitively; each is written once, as first given. */
function uniqueAddresses(emails: string[]): string[] {
  const seen = new Map<string, string>();
  for (const email of emails) if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

export const sendEmailSchema = z
  .object({
    emails: z
      .array(emailSchema, { message: 'invalidInput' })
      .min(1, { message: 'invalidInput' })
      .max(MAX_RECIPIENTS * 4, { message: 'tooManyRecipients' })
      .transform(uniqueAddresses)
      .refine((emails) => emails.length <= MAX_RECIPIENTS, { message: 'tooManyRecipients' }),
    subject: oneLine(200),
    message: text(20_000),
  })
  .strict();

export const notificationTypes = ['notification', 'edit_user'] as const;

export const sendNotificationSchema = z
  .object({ recipientUserId: userId, message: text(2000), type: z.enum(notificationTypes, { message: 'invalidInput' }) })
  .strict();

/** The text fields of PUT /api/update-user; the picture travels beside them in the multipart body. */
export const updateUserFieldsSchema = z
  .object({
    userId,
    username: usernameSchema,
    email: emailSchema,
    role: z.enum(roles, { message: 'invalidInput' }),
  })
  .strict();

export const userSortKeys = ['username', 'email', 'role', 'status', 'createdAt'] as const;

const page = z.coerce
  .number({ message: 'invalidInput' })
  .int({ message: 'invalidInput' })
  .min(1, { message: 'invalidInput' })
  .max(1_000_000, { message: 'invalidInput' });
const pageSize = z.coerce
  .number({ message: 'invalidInput' })
  .int({ message: 'invalidInput' })
  .min(1, { message: 'invalidInput' })
  .max(100, { message: 'invalidInput' });

export const pageQuerySchema = z.object({ page: page.default(1), pageSize: pageSize.default(20) }).strict();

export const userListQuerySchema = z
  .object({
    search: z.string({ message: 'invalidInput' }).trim().max(100, { message: 'invalidInput' }).default(''),
    sort: z.enum(userSortKeys, { message: 'invalidInput' }).default('createdAt'),
    order: z.enum(['asc', 'desc'], { message: 'invalidInput' }).default('desc'),
    page: page.default(1),
    pageSize: pageSize.default(20),
  })
  .strict();

export const contactMessageReadSchema = z.object({ id: userId, read: z.boolean({ message: 'invalidInput' }) }).strict();

export const notificationsReadSchema = z.union([
  z
    .object({ ids: z.array(userId, { message: 'invalidInput' }).min(1, { message: 'invalidInput' }).max(100, { message: 'invalidInput' }) })
    .strict(),
  z.object({ all: z.literal(true, { message: 'invalidInput' }) }).strict(),
]);

export type UserListQueryInput = z.infer<typeof userListQuerySchema>;
export type PageQuery = z.infer<typeof pageQuerySchema>;
export type SendEmailInput = z.infer<typeof sendEmailSchema>;
export type SendNotificationInput = z.infer<typeof sendNotificationSchema>;
export type UpdateUserFields = z.infer<typeof updateUserFieldsSchema>;

/** The whole multipart body of PUT /api/update-user: the text fields and an optional picture. */
export const updateUserFormSchema = z
  .object({ ...updateUserFieldsSchema.shape, profileImage: z.instanceof(Blob, { message: 'invalidImage' }).optional() })
  .strict();
