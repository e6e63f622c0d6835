'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { FootReading } from '../state/foot-length';
import { useSizeNames } from '../state/use-size-names';

/**
 * The line under the foot-length field: how to measure, what is wrong with the text typed, or how
 * a number was reinterpreted ("265" read as 26.5 cm). Polite live text, so a screen reader hears a
 * problem without the focus leaving the field.
 */
export function FootLengthHint({ id, reading, example }: { id: string; reading: FootReading | null; example: string }) {
  const t = useTranslations('ConverterInput');
  const tu = useTranslations('ConverterUi');
  const names = useSizeNames();
  let text = tu('footHint');
  let tone = 'text-ink-soft';
  if (reading && !reading.ok) {
    text = reading.problem === 'notNumber' ? tu('footInvalid', { example }) : t(`footProblems.${reading.problem}`, { example });
    tone = 'text-red-700';
  } else if (reading?.readAsMm) {
    text = t('footReadAsMm', { cm: names.cm(reading.mm) });
    tone = 'text-ink';
  }
  return (
    <p id={id} aria-live="polite" className={clsx('mt-2 text-sm', tone)} data-testid="foot-hint">
      {text}
    </p>
  );
}
