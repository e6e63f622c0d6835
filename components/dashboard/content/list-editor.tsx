'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from './field';

type Pair = Record<string, string>;

/** Edits a list of two-field entries (FAQs, related tools): add, change, remove. */
export function ListEditor<T extends Pair>({
  legend,
  items,
  fields,
  empty,
  onChange,
  addLabel,
}: {
  legend: string;
  items: T[];
  fields: { key: keyof T & string; label: string; multiline?: boolean }[];
  empty: T;
  onChange: (items: T[]) => void;
  addLabel: string;
}) {
  const t = useTranslations('ContentAdmin');
  // The legend is translated prose (spaces, any script): ids come from React instead.
  const prefix = useId();
  const update = (index: number, key: string, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  return (
    <fieldset className="rounded-lg border border-surface-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={index} className="space-y-2">
            {fields.map((field) => {
              const id = `${prefix}-${index}-${field.key}`;
              return (
                <div key={field.key}>
                  <label htmlFor={id} className="text-xs font-medium text-ink-muted">
                    {field.label} {index + 1}
                  </label>
                  {field.multiline ? (
                    <textarea
                      id={id}
                      rows={2}
                      value={item[field.key]}
                      onChange={(event) => update(index, field.key, event.target.value)}
                      className={inputClass}
                    />
                  ) : (
                    <input
                      id={id}
                      value={item[field.key]}
                      onChange={(event) => update(index, field.key, event.target.value)}
                      className={inputClass}
                    />
                  )}
                </div>
              );
            })}
            <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} className="text-xs text-red-700 underline">
              {t('remove')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...items, { ...empty }])}
        className="mt-3 rounded-md border border-surface-line px-3 py-1.5 text-sm"
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
