import 'server-only';
import { ApiError } from '@/lib/http/api-error';

/** Sign-up and a profile change refuse an address another account holds with the same answer. */
export const emailTaken = () =>
  new ApiError(409, 'emailTaken', 'An account with this email address already exists.', { fields: { email: 'emailTaken' } });

/** Login and every authenticated request refuse a banned account with the same answer. */
export const accountBanned = (reason: string | null) =>
  new ApiError(403, 'banned', 'This account has been suspended.', { reason: reason ?? '' });
