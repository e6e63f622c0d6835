import 'server-only';

export type SecurityEventName =
  | 'login'
  | 'password-change'
  | 'email-change'
  /** For the admin actions (bans, role changes, deletions): `action` says which. */
  | 'admin-action'
  /** A request to an admin route refused (401, 403): `action` is the route, `reason` the error code. */
  | 'admin-access'
  | 'password-reset-request'
  /** A reset link used (success) or refused (failure). */
  | 'password-reset'
  | 'logout-all';

export type SecurityOutcome = 'success' | 'failure' | 'locked' | 'refused';

/**
 * What a security log line may say. A closed set of fields, so that a password, a token or a
 * request body cannot reach the log by being passed along.
 */
export type SecurityEvent = {
  event: SecurityEventName;
  outcome: SecurityOutcome;
  /** The client address the rate limits use. */
  ip: string;
  /** The account acted on: a user id, or the email address a login named ('' when unknown). */
  account: string;
  /** Admin actions: the administrator's id, what was done, and to whom. */
  actor?: string;
  action?: string;
  target?: string;
  /** Why it was refused: an API error code, never free text. */
  reason?: string;
};

// JSON.stringify escapes C0 controls, quotes and backslashes; these it leaves as they are, and a
// terminal or log viewer may still act on them (DEL, C1 controls, Unicode line separators).
const UNESCAPED_CONTROLS = /[\u007f-\u009f\u2028\u2029]/g;

/** One line of JSON: nothing a client sends can start a new line or forge another entry. */
export function formatSecurityEvent(entry: SecurityEvent, time = new Date()): string {
  const { event, outcome, ip, account, actor, action, target, reason } = entry;
  const line = JSON.stringify({ time: time.toISOString(), type: 'security', event, outcome, ip, account, actor, action, target, reason });
  return line.replace(UNESCAPED_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function logSecurityEvent(entry: SecurityEvent): void {
  console.info(formatSecurityEvent(entry));
}

/** The one call the admin actions make. */
export function logAdminAction(entry: {
  ip: string;
  actor: string;
  action: string;
  target: string;
  outcome: SecurityOutcome;
  reason?: string;
}): void {
  logSecurityEvent({ event: 'admin-action', account: entry.target, ...entry });
}
