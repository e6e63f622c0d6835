'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { recordConsent } from '@/lib/site/consent/consent-cookie';
import { useConsent } from '@/lib/site/consent/use-consent';

const choices = [
  { value: 'accepted', label: 'accept' },
  { value: 'declined', label: 'decline' },
] as const;

/**
 * The privacy page's control for the cookie choice: the same cookie as the notice's buttons, so a
 * visitor can accept after declining or withdraw consent after accepting. Its state is read in the
 * browser (the page is static), so the choices appear once the page has hydrated.
 */
export function ConsentChoice() {
  const t = useTranslations('Privacy.consent');
  const consent = useConsent();
  const name = useId();
  if (consent === null) return null;
  return (
    <fieldset className="mt-4 rounded-lg border border-surface-line p-4">
      <legend className="px-1 font-semibold text-ink">{t('title')}</legend>
      <p role="status" className="text-sm text-ink-muted">
        {t(consent)}
      </p>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name={name}
              checked={consent === choice.value}
              onChange={() => recordConsent(choice.value === 'accepted')}
              className="h-4 w-4 accent-brand-600"
            />
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
