import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column types are the portable subset both engines share: text, integers, and ISO-8601 text for
 * times. Booleans are integers 0/1 so that both engines return the same JavaScript value.
 */
export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username, written by the user queries: case-insensitive sorting and search. */
  username_lower: Generated<string>;
  email: string;
  /** Lower-cased email, unique: addresses are compared case-insensitively. */
  email_lower: string;
  password_hash: string;
  role: 'user' | 'admin';
  profile_image_id: string | null;
  banned: Generated<number>;
  ban_reason: string | null;
  /** Raised to revoke every token issued before ("log out everywhere", password change). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProfileImagesTable {
  id: string;
  user_id: string;
  content_type: string;
  data: Buffer;
  created_at: string;
}

export interface RateLimitsTable {
  /** What is limited, e.g. `login-ip:203.0.113.9` or `login-account:ann@example.com`. */
  key: string;
  /** Attempts counted in the current window. */
  count: number;
  /** Epoch milliseconds at which the current window began. */
  window_started_at: number;
  /** Epoch milliseconds until which attempts are refused (0 when not locked). */
  locked_until: number;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  email_lower: string;
  locale: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  created_at: string;
  read_at: string | null;
}

export interface NotificationsTable {
  id: string;
  recipient_user_id: string;
  sender_user_id: string | null;
  type: 'notification' | 'edit_user';
  message: string;
  created_at: string;
  read_at: string | null;
}

/** Mail kept instead of sent, when no SMTP server is configured. */
export interface MailOutboxTable {
  id: string;
  /** JSON array of addresses. */
  recipients: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target_user_id: string | null;
  target_label: string | null;
  /** JSON object with what changed. */
  details: string;
  ip: string;
  created_at: string;
}

export interface PasswordResetsTable {
  /** SHA-256 of the token sent by mail: a leaked table cannot be used to reset anything. */
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ContentRecordsTable {
  /** `home`, `men`, `country-japanese`, `brand-nike`, `blog-<slug>`… */
  category: string;
  kind: 'page' | 'blog';
  created_at: string;
  updated_at: string;
}

export interface ContentTranslationsTable {
  category: string;
  locale: string;
  title: string;
  description: string;
  /** Sanitized HTML. */
  content: string;
  image: string | null;
  /** JSON: [{question, answer}]. */
  faqs: string;
  /** JSON: [{title, link}]. */
  related_tools: string;
  /** `default` rows follow the shipped content; `admin` rows were edited and are never overwritten. */
  origin: 'default' | 'admin';
  /** Fingerprint of the shipped content a `default` row holds, to refresh it when that changes. */
  default_hash: string | null;
  updated_by: string | null;
  updated_at: string;
}

export interface ContentReactionsTable {
  category: string;
  locale: string;
  user_id: string;
  reaction: 'like' | 'unlike';
  updated_at: string;
}

export interface ContentReportsTable {
  category: string;
  locale: string;
  user_id: string;
  reason: string;
  created_at: string;
}

export interface ExtensionsTable {
  key: string;
  status: 'enabled' | 'disabled';
  /** JSON object of the extension's settings. */
  config: string;
  updated_at: string;
}

export interface MediaTable {
  id: string;
  name: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  data: Buffer;
  created_at: string;
}

/** A user's foot length and the brand size that fits them (lib/my-sizes). */
export interface MySizesTable {
  user_id: string;
  gender: 'men' | 'women' | 'kids';
  /** Foot length in tenths of a millimetre: 2634 is 263.4 mm. */
  foot_length_tenth_mm: number;
  /** How the length was obtained; `fit` when it was read from the brand size below. */
  source: 'typed' | 'ruler' | 'photo' | 'fit';
  fit_brand: string | null;
  fit_system: string | null;
  fit_size: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  profile_images: ProfileImagesTable;
  rate_limits: RateLimitsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  contact_messages: ContactMessagesTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  password_resets: PasswordResetsTable;
  content_records: ContentRecordsTable;
  content_translations: ContentTranslationsTable;
  content_reactions: ContentReactionsTable;
  content_reports: ContentReportsTable;
  extensions: ExtensionsTable;
  media: MediaTable;
  my_sizes: MySizesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
