// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { DeleteModal } from '@/components/dashboard/users/delete-modal';
import { TextActionModal } from '@/components/dashboard/users/text-action-modal';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const user: AdminUser = {
  _id: 'u1',
  username: 'reader',
  email: 'reader@example.com',
  role: 'user',
  banned: false,
  banReason: null,
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function stubApi() {
  const fetch = vi.fn(async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the modals that act on one user', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('bans only with a reason: an empty one is refused and nothing is sent', async () => {
    const fetch = stubApi();
    const onFinished = vi.fn();
    renderWithIntl(<TextActionModal action="ban" user={user} onClose={vi.fn()} onFinished={onFinished} />);
    const submit = screen.getByRole('button', { name: en.AdminUsers.banSubmit });
    await userEvent.click(submit);
    expect(await screen.findByText(en.AdminUsers.banReasonRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(en.AdminUsers.reasonLabel), '  spam  ');
    await userEvent.click(submit);
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(true));
    expect(fetch).toHaveBeenCalledWith(
      '/api/ban-user',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ userId: 'u1', reason: 'spam' }) }),
    );
  });

  it('sends a notification with its own wording and limits', async () => {
    const fetch = stubApi();
    const onFinished = vi.fn();
    renderWithIntl(<TextActionModal action="notify" user={user} onClose={vi.fn()} onFinished={onFinished} />);
    const field = screen.getByLabelText(en.AdminUsers.messageLabel);
    expect(field).toHaveAttribute('maxLength', '2000');
    await userEvent.click(screen.getByRole('button', { name: en.AdminUsers.notifySubmit }));
    expect(await screen.findByText(en.AdminUsers.messageRequired)).toBeTruthy();
    await userEvent.type(field, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: en.AdminUsers.notifySubmit }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(true));
    expect(fetch).toHaveBeenCalledWith(
      '/api/send-notification',
      expect.objectContaining({ body: JSON.stringify({ recipientUserId: 'u1', message: 'Hello', type: 'notification' }) }),
    );
  });

  it('deletes only once the admin confirms', async () => {
    const fetch = stubApi();
    const onFinished = vi.fn();
    renderWithIntl(<DeleteModal user={user} onClose={vi.fn()} onFinished={onFinished} />);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.AdminUsers.deleteSubmit }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith(true));
    expect(fetch).toHaveBeenCalledWith('/api/user?id=u1', expect.objectContaining({ method: 'DELETE' }));
  });
});
