'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth-client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { FieldError, Modal } from '../modal';
import { inputClass } from './field-classes';
import { useAdminAction } from './use-admin-action';

export function NotifyModal({
  user,
  onClose,
  onFinished,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onFinished: (ok: boolean) => void;
}) {
  const t = useTranslations('AdminUsers');
  const { busy, run } = useAdminAction();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    if (!message.trim()) return setError(t('messageRequired'));
    setError(null);
    void run(
      () =>
        apiFetch('/api/send-notification', {
          method: 'POST',
          json: { recipientUserId: user._id, message: message.trim(), type: 'notification' },
        }),
      { success: t('notificationSent'), failure: t('notifyFailed') },
      onFinished,
    );
  }

  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={t('notifyTitle', { name: user?.username ?? '' })}
      description={t('notifyDescription', { name: user?.username ?? '' })}
      onSubmit={submit}
      submitLabel={t('notifySubmit')}
      busy={busy}
      busyLabel={t('working')}
    >
      <div>
        <label htmlFor="notify-message" className="block text-sm font-medium">
          {t('messageLabel')}
        </label>
        <textarea
          id="notify-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={4}
          maxLength={2000}
          aria-invalid={!!error}
          aria-describedby={error ? 'notify-error' : undefined}
          className={inputClass}
        />
      </div>
      <FieldError id="notify-error" message={error} />
    </Modal>
  );
}
