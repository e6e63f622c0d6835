import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

const fieldClass =
  'mt-1 block w-full rounded-md border border-surface-line bg-white px-3 py-2 text-ink placeholder:text-ink-soft focus:border-brand-500';

export function TextField({ label, id, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} className={fieldClass} {...input} />
    </div>
  );
}

export function TextAreaField({ label, id, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea id={id} className={fieldClass} {...textarea} />
    </div>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
