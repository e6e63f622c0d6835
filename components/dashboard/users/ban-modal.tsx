'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth-client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { FieldError, Modal } from '../modal';
import { inputClass } from './field-classes';
import { useAdminAction } from './use-admin-action';

export function BanModal({
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    if (!reason.trim()) return setError(t('banReasonRequired'));
    setError(null);
    void run(
      () => apiFetch('/api/ban-user', { method: 'POST', json: { userId: user._id, reason: reason.trim() } }),
      { success: t('banned'), failure: t('banFailed') },
      onFinished,
    );
  }

  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={t('banTitle', { name: user?.username ?? '' })}
      description={t('banDescription', { name: user?.username ?? '' })}
      onSubmit={submit}
      submitLabel={t('banSubmit')}
      busy={busy}
      busyLabel={t('working')}
      tone="danger"
    >
      <div>
        <label htmlFor="ban-reason" className="block text-sm font-medium">
          {t('reasonLabel')}
        </label>
        <textarea
          id="ban-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={500}
          aria-invalid={!!error}
          aria-describedby={error ? 'ban-reason-error' : undefined}
          className={inputClass}
        />
      </div>
      <FieldError id="ban-reason-error" message={error} />
    </Modal>
  );
}
