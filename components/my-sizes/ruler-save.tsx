'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { genderOptions } from './my-sizes-api';
import { SaveFootLength } from './save-foot-length';
import { useSaveFootLength } from './use-save-foot-length';

const fieldClass = 'mt-1 block w-full rounded-md border border-surface-line bg-white px-3 py-2 text-ink focus:border-brand-500';

/** On the printable ruler page: the length read off the ruler, kept in the user's sizes. */
export function RulerSave() {
  const t = useTranslations('mySizes');
  const id = useId();
  const { user } = useAuth();
  const { state, save, reset } = useSaveFootLength();
  const [text, setText] = useState('');
  const [gender, setGender] = useState<(typeof genderOptions)[number]>('men');
  const mm = Number(text.trim().replace(',', '.'));
  const valid = text.trim() !== '' && Number.isFinite(mm);

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg border border-surface-line p-4" data-print="hide">
      <h3 id={`${id}-heading`} className="font-semibold text-ink">
        {t('save.rulerHeading')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('save.rulerIntro')}</p>
      {user ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-mm`} className="block text-sm font-medium">
              {t('footLength')}
            </label>
            <input
              id={`${id}-mm`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                reset();
              }}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-gender`} className="block text-sm font-medium">
              {t('genderLabel')}
            </label>
            <select
              id={`${id}-gender`}
              value={gender}
              onChange={(event) => {
                setGender(event.target.value as typeof gender);
                reset();
              }}
              className={fieldClass}
            >
              {genderOptions.map((option) => (
                <option key={option} value={option}>
                  {t('gender', { gender: option })}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div className="mt-3">
        <SaveFootLength state={state} disabled={!valid} onSave={() => void save({ gender, footLengthMm: mm, source: 'ruler' })} />
      </div>
    </section>
  );
}
