'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { FieldError, Modal } from '../modal';
import { inputClass } from './field-classes';
import { useAdminAction } from './use-admin-action';

type Props = { recipients: AdminUser[]; onClose: () => void; onFinished: (ok: boolean) => void };

/** An email to one user (row action) or to every selected user at once. */
export function EmailModal({ recipients, onClose, onFinished }: Props) {
  const t = useTranslations('AdminUsers');
  const { busy, run } = useAdminAction();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) return setError(t('emailFieldsRequired'));
    setError(null);
    void run<{ delivery: 'smtp' | 'outbox' }>(
      () =>
        apiFetch('/api/send-email', {
          method: 'POST',
          json: { emails: recipients.map((user) => user.email), subject: subject.trim(), message: message.trim() },
        }),
      {
        success: (data) => (data.delivery === 'outbox' ? `${t('emailSent')} ${t('emailKept')}` : t('emailSent')),
        failure: t('emailFailed'),
      },
      onFinished,
    );
  }

  const describedBy = error ? 'email-error' : undefined;
  return (
    <Modal
      open={recipients.length > 0}
      onClose={onClose}
      title={t('emailTitle')}
      description={t('emailRecipients', { count: recipients.length - 1, first: recipients[0]?.email ?? '' })}
      onSubmit={submit}
      submitLabel={t('emailSubmit')}
      busy={busy}
      busyLabel={t('working')}
    >
      <div>
        <label htmlFor="email-subject" className="block text-sm font-medium">
          {t('subjectLabel')}
        </label>
        <input
          id="email-subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={200}
          aria-invalid={!!error && !subject.trim()}
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="email-message" className="block text-sm font-medium">
          {t('messageLabel')}
        </label>
        <textarea
          id="email-message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={6}
          aria-invalid={!!error && !message.trim()}
          aria-describedby={describedBy}
          className={inputClass}
        />
      </div>
      <FieldError id="email-error" message={error} />
    </Modal>
  );
}
