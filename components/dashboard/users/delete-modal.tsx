'use client';

import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import { UserActionModal, type UserModalProps } from './user-action-modal';

/** The confirmation step before a delete: nothing is deleted until the admin confirms here. */
export function DeleteModal(props: UserModalProps) {
  const t = useTranslations('AdminUsers');
  const name = props.user?.username ?? '';
  return (
    <UserActionModal
      {...props}
      title={t('deleteTitle', { name })}
      description={t('deleteDescription', { name, email: props.user?.email ?? '' })}
      submitLabel={t('deleteSubmit')}
      tone="danger"
      outcome={{ success: t('deleted'), failure: t('deleteFailed') }}
      send={(user) => apiFetch(`/api/user?id=${encodeURIComponent(user._id)}`, { method: 'DELETE' })}
    />
  );
}
