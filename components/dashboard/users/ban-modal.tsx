'use client';

import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { TextActionModal, type TextActionModalProps } from './text-action-modal';

export function BanModal(props: TextActionModalProps) {
  const t = useTranslations('AdminUsers');
  const name = props.user?.username ?? '';
  return (
    <TextActionModal
      {...props}
      spec={{
        id: 'ban-reason',
        title: t('banTitle', { name }),
        description: t('banDescription', { name }),
        label: t('reasonLabel'),
        submitLabel: t('banSubmit'),
        requiredMessage: t('banReasonRequired'),
        outcome: { success: t('banned'), failure: t('banFailed') },
        rows: 3,
        maxLength: 500,
        tone: 'danger',
        send: (user, reason) => apiFetch('/api/ban-user', { method: 'POST', json: { userId: user._id, reason } }),
      }}
    />
  );
}
