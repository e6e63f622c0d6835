'use client';

import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Gender, SystemId } from '@/lib/sizes/browser';
import { brandNames, isBrandSlug } from '@/lib/page-catalogue';
import type { BrandToBrandResponse } from '@/lib/converter/api/brand-to-brand-response';
import {
  anyBrand,
  askFromQuery,
  askKey,
  askProblem,
  askToQuery,
  sourceOptions,
  sourceSystems,
  startingAsk,
  withGender,
  withSourceBrand,
  type BrandToBrandAsk,
  type BrandToBrandChoices,
  type BrandToBrandError,
  type BrandToBrandShown,
  type SentSources,
} from '@/lib/converter/brand-to-brand-ask';
import { useAnswerQuery, useBrandToBrandAnswer } from '../loading/answer-query';
import { pushQuery, readQuery } from '../state/url-state';
import { useSizeNames } from '../state/use-size-names';
import { PrintedLabels } from './printed-labels';
import { converterFieldClass, SystemSelect } from './system-select';

const examples: Partial<Record<SystemId, string>> = {
  us: '9, 9.5, 10C',
  uk: '8, 8.5',
  eu: '42, 42.5, 42 2/3',
  jp: '26.5',
  kr: '265',
  cn: '265',
};

/** The question as GET /api/brand-to-brand takes it. */
function apiQuery(ask: BrandToBrandAsk, toBrand: string): string {
  const query = new URLSearchParams({ gender: ask.gender, system: ask.system, size: ask.size.trim(), toBrand, toSystem: ask.toSystem });
  if (ask.fromBrand !== anyBrand) query.set('fromBrand', ask.fromBrand);
  return query.toString();
}

/**
 * "I wear {brand A} {size} — what in {this brand}?" The other brand's chart is not on this page, so
 * the answer comes from GET /api/brand-to-brand, which reads both charts through foot length and
 * returns every overlapping size: the uncertainty, not a single false-precise number. The question
 * lives in the page's query (a plain GET form): shared, kept in the history, and answered by the
 * server when JavaScript is off.
 */
export function BrandToBrandBox({
  brand,
  brandName,
  targetSystems,
  sources,
}: {
  brand: string;
  brandName: string;
  /** This brand's systems per gender, primary first. */
  targetSystems: Partial<Record<Gender, SystemId[]>>;
  /** The brands one may wear and their systems (see SentSources). */
  sources: SentSources;
}) {
  const t = useTranslations('BrandToBrand');
  const tu = useTranslations('ConverterUi');
  const names = useSizeNames();
  const ids = useId();
  const brands = useMemo(() => sourceOptions(sources), [sources]);
  const choices = useMemo<BrandToBrandChoices>(() => ({ pageBrand: brand, brands, targetSystems }), [brand, brands, targetSystems]);
  const answerQuery = useAnswerQuery();
  const serverAnswer = useBrandToBrandAnswer();
  const [ask, setAsk] = useState<BrandToBrandAsk>(
    () => (answerQuery === null ? null : askFromQuery(new URLSearchParams(answerQuery), choices)) ?? startingAsk(choices),
  );
  const [shown, setShown] = useState<BrandToBrandShown | null>(serverAnswer);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const genders = Object.keys(targetSystems) as Gender[];
  const fromChoices = brands.filter((option) => option.slug !== brand && option.systems[ask.gender]);
  const fromSystems = sourceSystems(choices, ask.gender, ask.fromBrand);
  const toSystems = targetSystems[ask.gender] ?? [];

  async function answer(question: BrandToBrandAsk) {
    const key = askKey(question);
    const size = question.size.trim();
    if (!size) {
      setShown({ kind: 'error', key, size, error: { code: 'malformedSize' } });
      return;
    }
    const problem = askProblem(question, choices);
    if (problem) {
      setShown({ kind: 'error', key, size, error: { code: problem } });
      return;
    }
    const request = (latest.current += 1);
    setLoading(true);
    let next: BrandToBrandShown;
    try {
      const response = await fetch(`/api/brand-to-brand?${apiQuery(question, brand)}`);
      const body = (await response.json()) as BrandToBrandResponse | { error?: BrandToBrandError };
      next = response.ok
        ? { kind: 'result', key, size, data: body as BrandToBrandResponse }
        : { kind: 'error', key, size, error: (body as { error?: BrandToBrandError }).error ?? {} };
    } catch {
      next = { kind: 'error', key, size, error: { code: 'network' } };
    }
    // An older request answering late must not replace a newer answer.
    if (request !== latest.current) return;
    setShown(next);
    setLoading(false);
  }

  // A question in the URL (a shared link on the static page, or the back and forward buttons) is asked again.
  useEffect(() => {
    function fromUrl(initial: boolean) {
      const asked = askFromQuery(readQuery(), choices);
      if (asked) {
        setAsk(asked);
        void answer(asked);
      } else if (!initial) {
        setAsk(startingAsk(choices));
        setShown(null);
      }
    }
    if (answerQuery === null) fromUrl(true);
    const onPop = () => fromUrl(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Set up once: the choices are the page's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ask.size.trim()) pushQuery(askToQuery(ask));
    void answer(ask);
  }

  function errorMessage(error: BrandToBrandError, size: string): string {
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
      case 'network':
        return t('errors.network');
      default:
        return t('errors.unknownSystem');
    }
  }

  const result = shown?.kind === 'result' ? shown.data : null;
  const stale = shown !== null && !loading && shown.key !== askKey(ask);
  const toSystemId = (result?.to.system ?? ask.toSystem) as SystemId;
  const others = result ? result.to.candidates.filter((candidate) => candidate.label !== result.to.best.label) : [];
  const fromName = (slug: string | null) => (slug && isBrandSlug(slug) ? brandNames[slug] : t('anyBrand'));
  const alsoIn = result
    ? (Object.entries(result.to.alsoIn) as [SystemId, BrandToBrandResponse['to']['best']][]).map(
        ([id, size]) => `${names.short(id)} ${names.size(size, id)}`,
      )
    : [];

  return (
    <section aria-labelledby="b2b-heading" className="mt-12 rounded-2xl border border-brand-200 bg-brand-50/50 p-6" data-print="hide">
      <h2 id="b2b-heading" className="text-xl font-semibold text-ink sm:text-2xl">
        {t('heading')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('intro', { brand: brandName })}</p>
      <form method="get" onSubmit={submit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {genders.length > 1 ? (
            <div>
              <label htmlFor={`${ids}-gender`} className="block text-sm text-ink-muted">
                {t('gender')}
              </label>
              <select
                id={`${ids}-gender`}
                name="fromGender"
                value={ask.gender}
                onChange={(event) => setAsk(withGender(ask, choices, event.target.value as Gender))}
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
              name="fromBrand"
              value={ask.fromBrand}
              onChange={(event) => setAsk(withSourceBrand(ask, choices, event.target.value))}
              className={converterFieldClass}
            >
              {fromChoices.map((option) => (
                <option key={option.slug ?? anyBrand} value={option.slug ?? anyBrand}>
                  {fromName(option.slug)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <SystemSelect
              id={`${ids}-system`}
              name="fromSystem"
              label={t('system')}
              systems={fromSystems.includes(ask.system) ? fromSystems : [ask.system, ...fromSystems]}
              value={ask.system}
              onChange={(system) => setAsk({ ...ask, system })}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-size`} className="block text-sm text-ink-muted">
              {t('size')}
            </label>
            <input
              id={`${ids}-size`}
              name="fromSize"
              type="text"
              autoComplete="off"
              value={ask.size}
              onChange={(event) => setAsk({ ...ask, size: event.target.value })}
              aria-describedby={`${ids}-size-hint`}
              className={converterFieldClass}
            />
            <p id={`${ids}-size-hint`} className="mt-1 text-xs text-ink-soft">
              {t('sizeHint', { examples: examples[ask.system] ?? '9' })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          {toSystems.length > 1 ? (
            <div className="w-full sm:w-64">
              <SystemSelect
                id={`${ids}-to`}
                name="toSystem"
                label={t('toSystem', { brand: brandName })}
                systems={toSystems}
                value={ask.toSystem}
                onChange={(toSystem) => setAsk({ ...ask, toSystem })}
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

      <div role="status" aria-live="polite" className="mt-4" data-testid="b2b-answer" data-stale={stale || undefined}>
        {stale ? <p className="mb-2 text-sm font-medium text-amber-900">{t('stale')}</p> : null}
        {shown?.kind === 'error' ? (
          <p className={clsx('rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950', stale && 'opacity-60')}>
            {errorMessage(shown.error, shown.size)}
          </p>
        ) : null}
        {result ? (
          <div className={clsx('rounded-xl bg-white p-4 shadow-sm ring-1 ring-surface-line', stale && 'opacity-60')}>
            <p className="text-xl font-bold text-ink" data-testid="b2b-best">
              {t('resultTitle', { brand: brandName, system: names.short(toSystemId), size: names.size(result.to.best, toSystemId) })}
            </p>
            {alsoIn.length > 0 ? (
              <p className="mt-1 text-base font-semibold text-ink" data-testid="b2b-also">
                {t('alsoIn', { brand: brandName, sizes: alsoIn.join(', ') })}
              </p>
            ) : null}
            <PrintedLabels printed={result.to.best.printed} className="mt-1 text-sm font-medium text-ink" />
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
                from: fromName(result.from.brand),
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
