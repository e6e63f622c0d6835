'use client';

import type { SystemId } from '@/lib/sizes/browser';
import { useSizeNames } from '../state/use-size-names';

/** The look of every field in the converters (the `converter-field` rule in globals.css). */
export const converterFieldClass = 'converter-field';

/** A labelled choice of size system, each named in the page's language. */
export function SystemSelect({
  id,
  label,
  systems,
  value,
  onChange,
  name,
}: {
  id: string;
  label: string;
  systems: readonly SystemId[];
  value: SystemId;
  onChange: (system: SystemId) => void;
  name?: string;
}) {
  const names = useSizeNames();
  return (
    <>
      <label htmlFor={id} className="block text-sm text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as SystemId)}
        className={converterFieldClass}
      >
        {systems.map((system) => (
          <option key={system} value={system}>
            {names.name(system)}
          </option>
        ))}
      </select>
    </>
  );
}
