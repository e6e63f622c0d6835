import type { ReactNode } from 'react';
import { locales, nativeLocaleNames } from '@/lib/i18n/routing';

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

/** The language a translation is written in: every site locale by its own name. */
export function LanguageField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {locales.map((locale) => (
          <option key={locale} value={locale}>
            {nativeLocaleNames[locale]}
          </option>
        ))}
      </select>
    </Field>
  );
}

type TitleFieldsProps = {
  idPrefix: string;
  labels: { title: string; description: string };
  value: { title: string; description: string };
  onChange: (field: 'title' | 'description', value: string) => void;
};

/** A translation's title and description, with the lengths the content API accepts. */
export function TitleFields({ idPrefix, labels, value, onChange }: TitleFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-title`} label={labels.title}>
        <input
          id={`${idPrefix}-title`}
          required
          maxLength={200}
          value={value.title}
          onChange={(event) => onChange('title', event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${idPrefix}-description`} label={labels.description}>
        <textarea
          id={`${idPrefix}-description`}
          rows={2}
          maxLength={500}
          value={value.description}
          onChange={(event) => onChange('description', event.target.value)}
          className={inputClass}
        />
      </Field>
    </>
  );
}
