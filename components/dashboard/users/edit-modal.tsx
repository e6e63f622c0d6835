'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { updateUserFieldsSchema } from '@/lib/validations/admin';
import { useErrorText } from '@/components/auth/use-error-text';
import { FieldError } from '../modal';
import { inputClass } from './field-classes';
import { UserActionModal, type UserModalProps } from './user-action-modal';

/** Sent as multipart/form-data so that a new picture can travel with the fields. */
export function EditModal(props: UserModalProps) {
  const { user } = props;
  const t = useTranslations('AdminUsers');
  const { message: errorMessage } = useErrorText();
  const [error, setError] = useState<string | null>(null);

  function send(target: AdminUser, element: HTMLFormElement) {
    const form = new FormData(element);
    const fields = {
      userId: target._id,
      username: String(form.get('username') ?? ''),
      email: String(form.get('email') ?? ''),
      role: String(form.get('role') ?? ''),
    };
    const parsed = updateUserFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setError(errorMessage(parsed.error.issues[0]!.message));
      return null;
    }
    setError(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) body.append(name, value);
    const image = form.get('profileImage');
    if (image instanceof File && image.size > 0) body.append('profileImage', image);
    return apiFetch('/api/update-user', { method: 'PUT', body });
  }

  return (
    <UserActionModal
      {...props}
      title={t('editTitle', { name: user?.username ?? '' })}
      description={t('editDescription', { name: user?.username ?? '' })}
      submitLabel={t('editSubmit')}
      outcome={{ success: t('updated'), failure: t('updateFailed') }}
      send={send}
    >
      {user ? (
        <>
          <div>
            <label htmlFor="edit-username" className="block text-sm font-medium">
              {t('username')}
            </label>
            <input id="edit-username" name="username" defaultValue={user.username} maxLength={40} className={inputClass} />
          </div>
          <div>
            <label htmlFor="edit-email" className="block text-sm font-medium">
              {t('email')}
            </label>
            <input id="edit-email" name="email" type="email" defaultValue={user.email} className={inputClass} />
          </div>
          <div>
            <label htmlFor="edit-role" className="block text-sm font-medium">
              {t('role')}
            </label>
            <select id="edit-role" name="role" defaultValue={user.role} className={inputClass}>
              <option value="user">{t('roleUser')}</option>
              <option value="admin">{t('roleAdmin')}</option>
            </select>
          </div>
          <div>
            <label htmlFor="edit-image" className="block text-sm font-medium">
              {t('imageLabel')}
            </label>
            <input
              id="edit-image"
              name="profileImage"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-describedby="edit-image-help"
              className="mt-1 block w-full text-sm"
            />
            <p id="edit-image-help" className="mt-1 text-xs text-ink-soft">
              {t('imageHelp')}
            </p>
          </div>
          <FieldError id="edit-error" message={error} />
        </>
      ) : null}
    </UserActionModal>
  );
}
