'use client';

import { useRef, type FormEvent, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The form's submit; the modal's body is the form, so Enter in a field submits it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  tone?: 'primary' | 'danger';
};

/**
 * An accessible dialog (Radix): focus moves inside and stays there, Escape and the close button
 * close it, and focus returns to the control that opened it.
 */
export function Modal({ open, onClose, title, description, children, onSubmit, submitLabel, busy, busyLabel, tone = 'primary' }: Props) {
  const t = useTranslations('AdminCommon');
  // The control that opened the dialog (it has focus when the dialog mounts); focus goes back to
  // it on close, or to the page's main region when the action removed it (a deleted user's row).
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : document.getElementById('main');
    target?.focus();
  };
  // Open on the first field rather than on the close button, so the admin can type at once.
  const focusFirstField = (event: Event) => {
    const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('input, textarea, select');
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  const submitClass = tone === 'danger' ? 'bg-red-700 hover:bg-red-800 text-white' : 'bg-brand-600 hover:bg-brand-700 text-white';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          // Radix ties the description to the dialog; without one, say so rather than warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 text-ink-muted hover:bg-surface-alt" aria-label={t('close')}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mb-4 text-sm text-ink-muted">{description}</Dialog.Description> : null}
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {children}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Dialog.Close type="button" className="rounded-md border border-surface-line px-4 py-2 text-sm hover:bg-surface-alt">
                {t('cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className={`rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 ${submitClass}`}
              >
                {busy ? busyLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A validation message inside a modal, announced at once and tied to its field. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
