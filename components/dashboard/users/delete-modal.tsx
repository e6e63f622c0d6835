'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { Modal } from '../modal';
import { useAdminAction } from './use-admin-action';

/** The confirmation step before a delete: nothing is deleted until the admin confirms here. */
export function DeleteModal({
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    void run(
      () => apiFetch(`/api/user?id=${encodeURIComponent(user._id)}`, { method: 'DELETE' }),
      { success: t('deleted'), failure: t('deleteFailed') },
      onFinished,
    );
  }

  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={t('deleteTitle', { name: user?.username ?? '' })}
      description={t('deleteDescription', { name: user?.username ?? '', email: user?.email ?? '' })}
      onSubmit={submit}
      submitLabel={t('deleteSubmit')}
      busy={busy}
      busyLabel={t('working')}
      tone="danger"
    >
      {null}
    </Modal>
  );
}
