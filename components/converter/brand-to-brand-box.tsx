'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Gender, SystemId } from '@/lib/sizes/browser';
import type { BrandOption } from '@/lib/converter/page-setup';
import type { BrandToBrandResponse } from '@/lib/conversion-api/brand-to-brand-response';
import { useSizeNames } from './use-size-names';
import { converterFieldClass, SystemSelect } from './system-select';

type Answer = { kind: 'result'; data: BrandToBrandResponse } | { kind: 'error'; message: string } | null;

/** The API's error body: `{ error: { code, message, …details } }`. */
interface ApiErrorBody {
  error?: {
    code?: string;
    range?: { minLabel?: string | null; maxLabel?: string | null };
    allowed?: string[];
  };
}

const examples: Partial<Record<SystemId, string>> = {
  us: '9, 9.5, 10C',
  uk: '8, 8.5',
  eu: '42, 42.5, 42 2/3',
  jp: '26.5',
  kr: '265',
  cn: '265',
};

/**
 * "I wear {brand A} {size} — what in {this brand}?" The other brand's chart is not on this page, so
 * the answer comes from GET /api/brand-to-brand, which reads both charts through foot length and
 * returns every overlapping size: the uncertainty, not a single false-precise number.
 */
export function BrandToBrandBox({
  brand,
  brandName,
  targetSystems,
  brands,
}: {
  brand: string;
  brandName: string;
  /** This brand's systems per gender, primary first. */
  targetSystems: Partial<Record<Gender, SystemId[]>>;
  brands: BrandOption[];
}) {
  const t = useTranslations('BrandToBrand');
  const tu = useTranslations('ConverterUi');
  const names = useSizeNames();
  const ids = useId();
  const genders = Object.keys(targetSystems) as Gender[];
  const otherBrands = brands.filter((option) => option.slug !== brand);
  const [gender, setGender] = useState<Gender>(genders[0] ?? 'men');
  const fromChoices = otherBrands.filter((option) => option.systems[gender]);
  const [fromBrand, setFromBrand] = useState<string>(fromChoices.find((option) => option.slug !== null)?.slug ?? '');
  const fromOption = fromChoices.find((option) => (option.slug ?? '') === fromBrand) ?? fromChoices[0];
  const fromSystems = fromOption?.systems[gender] ?? [];
  const [system, setSystem] = useState<SystemId>(fromSystems[0] ?? 'us');
  const toSystems = targetSystems[gender] ?? [];
  const [toSystem, setToSystem] = useState<SystemId>(toSystems[0] ?? 'us');
  const [size, setSize] = useState('');
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  const activeSystem = fromSystems.includes(system) ? system : (fromSystems[0] ?? 'us');
  const activeToSystem = toSystems.includes(toSystem) ? toSystem : (toSystems[0] ?? 'us');
  const fromName = fromOption?.slug ? fromOption.name : t('anyBrand');

  function errorMessage({ error = {} }: ApiErrorBody): string {
    switch (error.code) {
      case 'outOfRange':
        return t('errors.outOfRange', { min: error.range?.minLabel ?? '', max: error.range?.maxLabel ?? '' });
      case 'notOnChart':
        return t('errors.notOnChart', { size, sizes: (error.allowed ?? []).join(', ') });
      case 'ambiguousSize':
        return t('errors.ambiguous', { size });
      case 'malformedSize':
      case 'invalidInput':
        return t('errors.malformed');
      case 'unknownGender':
        return t('errors.noGender');
      default:
        return t('errors.unknownSystem');
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!size.trim()) {
      setAnswer({ kind: 'error', message: t('errors.malformed') });
      return;
    }
    const query = new URLSearchParams({ gender, system: activeSystem, size: size.trim(), toBrand: brand, toSystem: activeToSystem });
    if (fromOption?.slug) query.set('fromBrand', fromOption.slug);
    setLoading(true);
    try {
      const response = await fetch(`/api/brand-to-brand?${query.toString()}`);
      const body = (await response.json()) as BrandToBrandResponse | ApiErrorBody;
      setAnswer(
        response.ok
          ? { kind: 'result', data: body as BrandToBrandResponse }
          : { kind: 'error', message: errorMessage(body as ApiErrorBody) },
      );
    } catch {
      setAnswer({ kind: 'error', message: t('errors.network') });
    } finally {
      setLoading(false);
    }
  }

  const result = answer?.kind === 'result' ? answer.data : null;
  const toSystemId = (result?.to.system ?? activeToSystem) as SystemId;
  const others = result ? result.to.candidates.filter((candidate) => candidate.label !== result.to.best.label) : [];

  return (
    <section aria-labelledby="b2b-heading" className="mt-12 rounded-2xl border border-brand-200 bg-brand-50/50 p-6" data-print="hide">
      <h2 id="b2b-heading" className="text-xl font-semibold text-ink sm:text-2xl">
        {t('heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('intro', { brand: brandName })}</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {genders.length > 1 ? (
            <div>
              <label htmlFor={`${ids}-gender`} className="block text-sm text-ink-muted">
                {t('gender')}
              </label>
              <select
                id={`${ids}-gender`}
                value={gender}
                onChange={(event) => setGender(event.target.value as Gender)}
                className={converterFieldClass}
              >
                {genders.map((g) => (
                  <option key={g} value={g}>
                    {tu(`gender.${g}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor={`${ids}-brand`} className="block text-sm text-ink-muted">
              {t('fromBrand')}
            </label>
            <select
              id={`${ids}-brand`}
              value={fromOption?.slug ?? ''}
              onChange={(event) => setFromBrand(event.target.value)}
              className={converterFieldClass}
            >
              {fromChoices.map((option) => (
                <option key={option.slug ?? 'generic'} value={option.slug ?? ''}>
                  {option.slug ? option.name : t('anyBrand')}
                </option>
              ))}
            </select>
          </div>
          <div>
            <SystemSelect id={`${ids}-system`} label={t('system')} systems={fromSystems} value={activeSystem} onChange={setSystem} />
          </div>
          <div>
            <label htmlFor={`${ids}-size`} className="block text-sm text-ink-muted">
              {t('size')}
            </label>
            <input
              id={`${ids}-size`}
              type="text"
              autoComplete="off"
              value={size}
              onChange={(event) => setSize(event.target.value)}
              aria-describedby={`${ids}-size-hint`}
              className={converterFieldClass}
            />
            <p id={`${ids}-size-hint`} className="mt-1 text-xs text-ink-soft">
              {t('sizeHint', { examples: examples[activeSystem] ?? '9' })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {toSystems.length > 1 ? (
            <div className="w-full sm:w-64">
              <SystemSelect
                id={`${ids}-to`}
                label={t('toSystem', { brand: brandName })}
                systems={toSystems}
                value={activeToSystem}
                onChange={setToSystem}
              />
            </div>
          ) : null}
          <button
            type="submit"
            disabled={loading}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {loading ? t('loading') : t('submit', { brand: brandName })}
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="mt-4" data-testid="b2b-answer">
        {answer?.kind === 'error' ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">{answer.message}</p>
        ) : null}
        {result ? (
          <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-surface-line">
            <p className="text-xl font-bold text-ink" data-testid="b2b-best">
              {t('resultTitle', { brand: brandName, system: names.short(toSystemId), size: names.size(result.to.best, toSystemId) })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t('closest')}</p>
            <p className="mt-2 text-sm text-ink">
              {others.length > 0
                ? t('alsoPossible', {
                    count: others.length,
                    sizes: others.map((c) => `${names.short(toSystemId)} ${names.size(c, toSystemId)}`).join(', '),
                  })
                : t('onlyOne', { brand: brandName })}
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              {t('footCompare', {
                from: fromName,
                brand: brandName,
                fromMin: names.cm(result.from.footLengthMm.min),
                fromMax: names.cm(result.from.footLengthMm.max),
                toMin: names.cm(result.to.best.footLengthMm.min),
                toMax: names.cm(result.to.best.footLengthMm.max),
              })}
            </p>
            {result.to.source.confidence === 'unverified' || result.from.source.confidence === 'unverified' ? (
              <p className="mt-2 text-sm text-amber-900">{t('approximate')}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
