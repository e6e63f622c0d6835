import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';

/** The issue fixes the English of the users page's checks and toasts word for word. */
describe('admin users wording in English', () => {
  it.each([
    ['banReasonRequired', 'Please provide a reason for banning'],
    ['emailFieldsRequired', 'Subject and message cannot be empty'],
    ['messageRequired', 'Message cannot be empty'],
    ['deleted', 'User deleted successfully!'],
    ['banned', 'User banned successfully!'],
    ['emailSent', 'Email sent successfully!'],
    ['notificationSent', 'Notification sent successfully!'],
    ['updated', 'User updated successfully and notified!'],
    ['deleteFailed', 'Failed to delete user.'],
    ['banFailed', 'Failed to ban user.'],
    ['emailFailed', 'Failed to send email.'],
    ['notifyFailed', 'Failed to send notification.'],
    ['updateFailed', 'Failed to update user.'],
  ] as const)('%s reads "%s"', (key, text) => {
    expect(en.AdminUsers[key]).toBe(text);
  });
});
