import type { ReactNode } from 'react';

export const inputClass = 'mt-1 w-full rounded-md border border-surface-line px-3 py-2 text-sm focus:border-brand-500';

/** A labelled form control. */
export function Field({ id, label, children, hint }: { id: string; label: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-ink-soft">{hint}</p> : null}
    </div>
  );
}
