// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { NewsletterForm } from '@/components/footer/newsletter-form';
import { sharedClientMessages } from '@/components/layout/shared-client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { renderWithIntl } from '../render-with-intl';

describe('NewsletterForm with the messages every page hands its client components', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels its field and button, and says the outcome, reading no message it is not given', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'subscribed' }), { headers: { 'Content-Type': 'application/json' } })),
    );
    renderWithIntl(<NewsletterForm />, { messages: pickMessagePaths(en, sharedClientMessages), strict: true });
    expect(screen.getByRole('form', { name: en.Footer.newsletterTitle })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(en.Footer.emailLabel), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: en.Footer.subscribe }));
    expect(await screen.findByText(en.Newsletter.subscribed, { selector: 'p' })).toBeTruthy();
  });
});
