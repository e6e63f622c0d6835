'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ApiResult } from '@/lib/auth/client/api-client';
import type { AdminUser } from '@/lib/users/admin-user-dto';
import { FieldError, Modal } from '../modal';
import { inputClass } from './field-classes';
import { useAdminAction } from './use-admin-action';

export type TextActionModalProps = {
  user: AdminUser | null;
  onClose: () => void;
  onFinished: (ok: boolean) => void;
};

type TextActionSpec = {
  /** Prefix of the field's element ids. */
  id: string;
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  /** Said when the field is left empty; nothing is sent then. */
  requiredMessage: string;
  outcome: { success: string; failure: string };
  rows: number;
  maxLength: number;
  tone?: 'danger';
  send: (user: AdminUser, text: string) => Promise<ApiResult<unknown>>;
};

/** A modal with one required text (a ban reason, a notification) that one admin request sends. */
export function TextActionModal({ user, onClose, onFinished, spec }: TextActionModalProps & { spec: TextActionSpec }) {
  const t = useTranslations('AdminUsers');
  const { busy, run } = useAdminAction();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${spec.id}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    if (!text.trim()) return setError(spec.requiredMessage);
    setError(null);
    void run(() => spec.send(user, text.trim()), spec.outcome, onFinished);
  }

  return (
    <Modal
      open={!!user}
      onClose={onClose}
      title={spec.title}
      description={spec.description}
      onSubmit={submit}
      submitLabel={spec.submitLabel}
      busy={busy}
      busyLabel={t('working')}
      tone={spec.tone}
    >
      <div>
        <label htmlFor={spec.id} className="block text-sm font-medium">
          {spec.label}
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
    </Modal>
  );
}
