'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/form-field';
import { brandNames, brandSlugs } from '@/lib/page-catalogue';
import type { MySizes } from '@/lib/my-sizes/types';
import { fitSystems, genderOptions, type MySizesBody } from './my-sizes-api';

const fieldClass = 'mt-1 block w-full rounded-md border border-surface-line bg-white px-3 py-2 text-ink focus:border-brand-500';
const sourceOptions = ['typed', 'ruler', 'photo'] as const;

type Props = { saved: MySizes | null; busy: boolean; errorField: 'footLengthMm' | 'fit' | null; onSave: (body: MySizesBody) => void };

/** Foot length with how it was measured, whose sizes they are, and optionally a brand size that fits. */
export function MySizesForm({ saved, busy, errorField, onSave }: Props) {
  const t = useTranslations('mySizes');
  const systems = useTranslations('SizeSystems');
  const id = useId();
  const [fitBrand, setFitBrand] = useState(saved?.fit?.brand ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = String(data.get('footLengthMm') ?? '')
      .trim()
      .replace(',', '.');
    const brand = String(data.get('fitBrand') ?? '');
    onSave({
      gender: data.get('gender') as MySizesBody['gender'],
      footLengthMm: text === '' ? null : Number(text),
      source: data.get('source') as MySizesBody['source'],
      fit: brand ? { brand, system: String(data.get('fitSystem')), size: String(data.get('fitSize') ?? '').trim() } : null,
    });
  }

  const savedSource = saved && saved.source !== 'fit' ? saved.source : 'typed';
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div>
        <label htmlFor={`${id}-gender`} className="block text-sm font-medium">
          {t('genderLabel')}
        </label>
        <select id={`${id}-gender`} name="gender" defaultValue={saved?.gender ?? 'men'} className={fieldClass}>
          {genderOptions.map((gender) => (
            <option key={gender} value={gender}>
              {t('gender', { gender })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-foot`} className="block text-sm font-medium">
            {t('footLength')}
          </label>
          <input
            id={`${id}-foot`}
            name="footLengthMm"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={saved && saved.source !== 'fit' ? String(saved.footLengthMm) : ''}
            aria-describedby={`${id}-foot-hint`}
            aria-invalid={errorField === 'footLengthMm' || undefined}
            className={fieldClass}
          />
          <p id={`${id}-foot-hint`} className="mt-1 text-xs text-ink-muted">
            {t('footLengthHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-source`} className="block text-sm font-medium">
            {t('sourceLabel')}
          </label>
          <select id={`${id}-source`} name="source" defaultValue={savedSource} className={fieldClass}>
            {sourceOptions.map((source) => (
              <option key={source} value={source}>
                {t('source', { source })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="rounded-lg border border-surface-line p-4">
        <legend className="px-1 text-sm font-semibold">{t('fitHeading')}</legend>
        <p id={`${id}-fit-hint`} className="text-xs text-ink-muted">
          {t('fitHint')}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-fit-brand`} className="block text-sm font-medium">
              {t('fitBrand')}
            </label>
            <select
              id={`${id}-fit-brand`}
              name="fitBrand"
              value={fitBrand}
              onChange={(event) => setFitBrand(event.target.value)}
              aria-describedby={`${id}-fit-hint`}
              aria-invalid={errorField === 'fit' || undefined}
              className={fieldClass}
            >
              <option value="">{t('fitNone')}</option>
              {brandSlugs.map((brand) => (
                <option key={brand} value={brand}>
                  {brandNames[brand]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-fit-system`} className="block text-sm font-medium">
              {t('fitSystem')}
            </label>
            <select
              id={`${id}-fit-system`}
              name="fitSystem"
              defaultValue={saved?.fit?.system ?? 'us'}
              disabled={!fitBrand}
              className={fieldClass}
            >
              {fitSystems.map((system) => (
                <option key={system} value={system}>
                  {systems(`short.${system}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-fit-size`} className="block text-sm font-medium">
              {t('fitSize')}
            </label>
            <input
              id={`${id}-fit-size`}
              name="fitSize"
              autoComplete="off"
              defaultValue={saved?.fit?.size ?? ''}
              disabled={!fitBrand}
              aria-invalid={errorField === 'fit' || undefined}
              className={fieldClass}
            />
          </div>
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? t('saving') : t('saveButton')}
      </button>
    </form>
  );
}
