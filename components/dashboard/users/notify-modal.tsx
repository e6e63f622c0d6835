'use client';

import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { TextActionModal, type TextActionModalProps } from './text-action-modal';

export function NotifyModal(props: TextActionModalProps) {
  const t = useTranslations('AdminUsers');
  const name = props.user?.username ?? '';
  return (
    <TextActionModal
      {...props}
      spec={{
        id: 'notify-message',
        title: t('notifyTitle', { name }),
        description: t('notifyDescription', { name }),
        label: t('messageLabel'),
        submitLabel: t('notifySubmit'),
        requiredMessage: t('messageRequired'),
        outcome: { success: t('notificationSent'), failure: t('notifyFailed') },
        rows: 4,
        maxLength: 2000,
        send: (user, message) =>
          apiFetch('/api/send-notification', { method: 'POST', json: { recipientUserId: user._id, message, type: 'notification' } }),
      }}
    />
  );
}
