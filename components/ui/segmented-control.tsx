'use client';

import clsx from 'clsx';
import { useId } from 'react';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

interface SegmentedControlProps<V extends string> {
  legend: string;
  /** Keep the legend for screen readers only, where the surrounding form already says what this is. */
  legendHidden?: boolean;
  name: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  compact?: boolean;
}

/**
 * Mutually exclusive choices drawn as one segmented button. Native radio inputs carry the
 * semantics, so the group is one tab stop, the arrow keys move the choice, a screen reader
 * announces a radio group, and the visible segment shows the keyboard focus.
 */
export function SegmentedControl<V extends string>({
  legend,
  legendHidden,
  name,
  options,
  value,
  onChange,
  compact,
}: SegmentedControlProps<V>) {
  const groupName = `${useId()}-${name}`;
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-semibold text-ink'}>{legend}</legend>
      <div
        className={clsx(
          'grid grid-flow-col auto-cols-fr gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-surface-line',
          !legendHidden && 'mt-2',
        )}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={clsx(
                'cursor-pointer rounded-md px-3 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                compact ? 'py-1.5' : 'py-2',
                checked ? 'bg-brand-600 text-white' : 'text-ink hover:bg-surface-alt',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
