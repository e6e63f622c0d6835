'use client';

import type { FormEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiResult } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { Modal } from '../modal';
import { useAdminAction } from './use-admin-action';

export type UserModalProps = {
  user: AdminUser | null;
  onClose: () => void;
  onFinished: (ok: boolean) => void;
};

/**
 * The frame of every modal that acts on one user (delete, edit, ban, notify): on submit it asks
 * `send` for the request, which returns null when the form is not fit to send (it has said why),
 * and then says the outcome and hands it to `onFinished`.
 */
export function UserActionModal({
  user,
  onClose,
  onFinished,
  title,
  description,
  submitLabel,
  tone,
  outcome,
  send,
  children,
}: UserModalProps & {
  title: string;
  description: string;
  submitLabel: string;
  tone?: 'danger';
  outcome: { success: string; failure: string };
  send: (user: AdminUser, form: HTMLFormElement) => Promise<ApiResult<unknown>> | null;
  children?: ReactNode;
}) {
  const t = useTranslations('AdminUsers');
  const { busy, run } = useAdminAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const request = send(user, event.currentTarget);
    if (request) void run(() => request, outcome, onFinished);
  }

  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={title}
      description={description}
      onSubmit={submit}
      submitLabel={submitLabel}
      busy={busy}
      busyLabel={t('working')}
      tone={tone}
    >
      {children ?? null}
    </Modal>
  );
}
