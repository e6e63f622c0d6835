'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch, type ApiResult } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { FieldError } from '../modal';
import { inputClass } from './field-classes';
import { UserActionModal, type UserModalProps } from './user-action-modal';

type TextAction = {
  /** Prefix of the field's element ids. */
  id: string;
  /** Its wording under AdminUsers: the title and description name the user. */
  keys: {
    title: 'banTitle' | 'notifyTitle';
    description: 'banDescription' | 'notifyDescription';
    label: 'reasonLabel' | 'messageLabel';
    submit: 'banSubmit' | 'notifySubmit';
    /** Said when the field is left empty; nothing is sent then. */
    required: 'banReasonRequired' | 'messageRequired';
    success: 'banned' | 'notificationSent';
    failure: 'banFailed' | 'notifyFailed';
  };
  rows: number;
  maxLength: number;
  tone?: 'danger';
  send: (user: AdminUser, text: string) => Promise<ApiResult<unknown>>;
};

/** The admin actions that send one required text about a user. */
const textActions = {
  ban: {
    id: 'ban-reason',
    keys: {
      title: 'banTitle',
      description: 'banDescription',
      label: 'reasonLabel',
      submit: 'banSubmit',
      required: 'banReasonRequired',
      success: 'banned',
      failure: 'banFailed',
    },
    rows: 3,
    maxLength: 500,
    tone: 'danger',
    send: (user, reason) => apiFetch('/api/ban-user', { method: 'POST', json: { userId: user._id, reason } }),
  },
  notify: {
    id: 'notify-message',
    keys: {
      title: 'notifyTitle',
      description: 'notifyDescription',
      label: 'messageLabel',
      submit: 'notifySubmit',
      required: 'messageRequired',
      success: 'notificationSent',
      failure: 'notifyFailed',
    },
    rows: 4,
    maxLength: 2000,
    send: (user, message) =>
      apiFetch('/api/send-notification', { method: 'POST', json: { recipientUserId: user._id, message, type: 'notification' } }),
  },
} satisfies Record<string, TextAction>;

/** A modal with one required text (a ban reason, a notification) that one admin request sends. */
export function TextActionModal({ action, ...props }: UserModalProps & { action: keyof typeof textActions }) {
  const t = useTranslations('AdminUsers');
  const spec: TextAction = textActions[action];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${spec.id}-error`;
  const name = props.user?.username ?? '';

  function send(user: AdminUser) {
    if (!text.trim()) {
      setError(t(spec.keys.required));
      return null;
    }
    setError(null);
    return spec.send(user, text.trim());
  }

  return (
    <UserActionModal
      {...props}
      title={t(spec.keys.title, { name })}
      description={t(spec.keys.description, { name })}
      submitLabel={t(spec.keys.submit)}
      tone={spec.tone}
      outcome={{ success: t(spec.keys.success), failure: t(spec.keys.failure) }}
      send={send}
    >
      <div>
        <label htmlFor={spec.id} className="block text-sm font-medium">
          {t(spec.keys.label)}
        </label>
        <textarea
          id={spec.id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={spec.rows}
          maxLength={spec.maxLength}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </UserActionModal>
  );
}
