// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useErrorText } from '@/components/auth/use-error-text';
import type { ApiErrorBody } from '@/lib/auth/client/api-client';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { renderWithIntl } from '../render-with-intl';

function Said({ error, failure }: { error: ApiErrorBody | string; failure?: string }) {
  const text = useErrorText();
  return <p>{failure === undefined ? text.message(error) : text.failure(failure, error as ApiErrorBody)}</p>;
}

const said = (props: { error: ApiErrorBody | string; failure?: string }, messages: object = en) => {
  const { container, unmount } = renderWithIntl(<Said {...props} />, { messages, strict: true });
  const text = container.textContent;
  unmount();
  return text;
};

describe('useErrorText: the one translator of API error codes', () => {
  it('explains an account form’s error in the visitor’s language, and an unknown code as the generic sentence', () => {
    expect(said({ error: 'weakPassword' }, fr)).toBe(fr.AuthErrors.weakPassword);
    expect(said({ error: { code: 'banned', message: 'Banned.', reason: 'spam' } })).toBe(en.AuthErrors.banned.replace('{reason}', 'spam'));
    expect(said({ error: { code: 'tooManyAttempts', message: '', retryAfterSeconds: 125 } })).toContain('3');
    expect(said({ error: { code: 'noSuchCode', message: 'Server words.' } })).toBe(en.AuthErrors.generic);
  });

  it('says which admin action failed and why, in the server’s words for a code it does not know', () => {
    const failure = 'Failed to ban user.';
    const withReason = (reason: string) => en.AdminCommon.failedWithReason.replace('{failure}', failure).replace('{reason}', reason);
    expect(said({ error: { code: 'lastAdmin', message: 'x' }, failure })).toBe(withReason(en.AdminErrors.lastAdmin));
    expect(said({ error: { code: 'mailFailed', message: 'x', reason: 'SMTP down' }, failure })).toBe(
      withReason(en.AdminErrors.mailFailed.replace('{reason}', 'SMTP down')),
    );
    expect(said({ error: { code: 'noSuchCode', message: 'Server words.' }, failure })).toBe(withReason('Server words.'));
    expect(said({ error: { code: 'noSuchCode', message: '' }, failure })).toBe(failure);
  });
});
