'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  conventionRanges,
  headlineSystem,
  meaningOf,
  type ConvertOutcome,
  type ConvertResult,
  type EngineError,
  type Gender,
  type SelectableConventionId,
  type SystemId,
} from '@/lib/sizes/browser';
import { kidsTierKey } from '@/lib/converter/message-keys';
import { useConventionText } from '../state/use-convention-text';
import { flushQuery } from '../state/url-state';
import { PrintedLabels } from './printed-labels';
import { SystemName } from './system-name';
import { useSizeNames } from '../state/use-size-names';

type Names = ReturnType<typeof useSizeNames>;

/** One system of the compact list: its name, its size, notes under the size. */
const rowClass =
  'grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-baseline gap-x-3 border-t border-surface-line px-2 py-1.5 first:border-t-0';

function useErrorText() {
  const t = useTranslations('ConverterUi');
  const names = useSizeNames();
  return (error: EngineError, shownInput: string): string => {
    switch (error.error) {
      case 'out-of-range':
        return error.range.system === 'footMm'
          ? t('errors.footOutOfRange', { min: names.cm(error.range.min), max: names.cm(error.range.max) })
          : t('errors.outOfRange', { size: shownInput, min: error.range.minLabel, max: error.range.maxLabel });
      case 'not-on-chart':
        return t('errors.notOnChart', { size: shownInput, sizes: error.allowed.join(', ') });
      case 'ambiguous-size':
        return t('errors.ambiguous', { size: shownInput });
      case 'malformed-size':
        return t('errors.malformed');
      case 'malformed-foot-length':
        return t('footInvalid', { example: names.cm(265) });
      default:
        return t('errors.unavailable');
    }
  };
}

function titleOf(result: ConvertResult, names: Names, t: ReturnType<typeof useTranslations<'ConverterUi'>>): string {
  if ('footMm' in result.input) return t('footTitle', { cm: names.cm(result.input.footMm), inches: names.inches(result.input.footMm) });
  const { system, size } = result.input;
  return t(`resultTitle.${result.gender}`, { system: names.short(system), size: names.size(size, system) });
}

/**
 * The answer: the system the visitor most likely came for first and large, with the foot length
 * (see headlineSystem), then every other equivalent in a compact list, the range where conventions
 * disagree, and a short sentence in a live region so screen readers hear each new answer.
 */
export function ConversionResult({
  outcome,
  shownInput,
  gender,
  mainSystems,
  pageSystem,
  brandName,
  rowId,
}: {
  outcome: ConvertOutcome | null;
  /** The input as the visitor chose it ("US 9"), for error messages. */
  shownInput: string;
  gender: Gender;
  mainSystems: SystemId[];
  /** The system the page is about (a country page's own), which leads the answer when it can. */
  pageSystem: SystemId | null;
  brandName: string | null;
  rowId: string | null;
}) {
  const t = useTranslations('ConverterUi');
  const conventionText = useConventionText();
  const tk = useTranslations('KidsGuide');
  const to = useTranslations('SizeOrigin');
  const tm = useTranslations('SizeSystems.meaning');
  const names = useSizeNames();
  const errorText = useErrorText();
  const [copied, setCopied] = useState(false);

  let body: ReactNode;
  let summary = '';
  if (outcome === null) {
    body = (
      <>
        <p className="mt-3 text-ink-muted">{t('resultEmpty')}</p>
        {/* Beside the form on a wide screen: the systems the answer will fill in, rather than an empty panel. */}
        <div className="@container mt-4 hidden lg:block" aria-hidden="true" data-testid="result-preview">
          <dl className="grid gap-x-6 @xl:grid-cols-2">
            {mainSystems.map((id) => (
              <div key={id} className={clsx(rowClass, 'text-ink-soft')}>
                <dt className="text-sm">{names.short(id)}</dt>
                <dd>–</dd>
              </div>
            ))}
          </dl>
        </div>
      </>
    );
  } else if (!outcome.ok) {
    summary = errorText(outcome, shownInput);
    body = (
      <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="result-error">
        {summary}
      </p>
    );
  } else {
    const result = outcome;
    const ranges = conventionRanges(result);
    const inputSystem = 'system' in result.input ? result.input.system : null;
    const main = mainSystems.filter((id) => result.sizes[id]);
    const more = (Object.keys(result.sizes) as SystemId[]).filter((id) => !main.includes(id));
    const printed = (id: SystemId) => result.sizes[id]?.origin !== 'derived';
    // On a brand page the answer leads with a label the brand prints, when it prints one.
    const leadable = brandName && main.some((id) => printed(id) && id !== inputSystem) ? main.filter(printed) : main;
    // Where the brand names a size to buy (Converse's toddlers), that is the answer to lead with, not a foot length.
    const buying = Boolean(result.printed?.sizeToBuy);
    const lead = buying ? null : headlineSystem({ pageSystem, locale: names.locale, inputSystem, offered: leadable });
    const conventionsOf = (systems: SystemId[]) =>
      [...new Set(systems.flatMap((id) => ranges[id]?.conventions ?? []))] as SelectableConventionId[];
    const conventionNote = (systems: SystemId[]) => {
      const used = conventionsOf(systems);
      return used.length > 0 ? (
        <p className="mt-3 text-xs text-ink-muted">
          {t('conventionNote', {
            rules: used.map((id) => `${conventionText.title(id)}: ${conventionText.option(id, result.conventions[id])}`).join('; '),
          })}
        </p>
      ) : null;
    };
    const title = titleOf(result, names, t);
    const sizeText = (id: SystemId) => {
      const size = result.sizes[id];
      return size ? names.size(size, id) : '';
    };
    const footSpan =
      'system' in result.input
        ? t('fitsFoot', {
            minCm: names.cm(result.footLengthMm.min),
            maxCm: names.cm(result.footLengthMm.max),
            minIn: names.inches(result.footLengthMm.min),
            maxIn: names.inches(result.footLengthMm.max),
          })
        : title;
    summary = t('summary', {
      input: title,
      sizes: [lead, ...main.filter((id) => id !== lead)]
        .filter((id): id is SystemId => id !== null && id !== inputSystem && main.includes(id))
        .map((id) => t('summaryItem', { system: names.name(id), size: sizeText(id) }))
        .join(', '),
    });

    /** A size's value, marked ≈ where it is worked out from the foot length rather than printed or tabled. */
    const value = (id: SystemId, className: string, mutedClass = 'text-ink-muted') => {
      const size = result.sizes[id];
      if (!size) return null;
      const estimated = size.origin === 'derived' && id !== inputSystem;
      return (
        <dd className={clsx('font-semibold tabular-nums', className, estimated && mutedClass)} data-origin={size.origin}>
          {estimated ? (
            <span aria-hidden="true" title={to('derivedTitle')} className="mr-0.5 font-normal">
              ≈
            </span>
          ) : null}
          <span data-value>{sizeText(id)}</span>
          {estimated ? <span className="sr-only"> ({to('derivedTitle')})</span> : null}
        </dd>
      );
    };

    /** What a value needs said beside it: the foot under a shoe label, the spread between conventions. */
    const notes = (id: SystemId, className: string) => {
      const range = ranges[id];
      return (
        <>
          {meaningOf(result.meanings, id) === 'shoeLabel' ? (
            <dd className={className} data-foot-beside>
              {tm('footBeside', { cm: names.cm(result.footMm) })}
            </dd>
          ) : null}
          {range ? (
            <dd className={className}>
              {range.published && range.conventions.length === 0
                ? to('publishedRange', { min: names.size(range.min, id), max: names.size(range.max, id) })
                : t('range', { min: names.size(range.min, id), max: names.size(range.max, id) })}
            </dd>
          ) : null}
        </>
      );
    };

    const row = (id: SystemId) => (
      <div key={id} data-system={id} className={clsx(rowClass, id === inputSystem && 'rounded-md bg-brand-50')}>
        <dt className="text-sm text-ink-muted">
          <SystemName id={id} meaning={meaningOf(result.meanings, id)} />
        </dt>
        {value(id, 'text-base text-ink')}
        {notes(id, 'col-start-2 text-xs text-ink-soft')}
      </div>
    );
    const list = (systems: SystemId[], testId?: string) =>
      systems.length > 0 ? (
        <dl className="mt-2 grid gap-x-6 @xl:grid-cols-2" data-testid={testId}>
          {systems.map(row)}
        </dl>
      ) : null;

    const rest = main.filter((id) => id !== lead);
    const onChart = brandName ? rest.filter((id) => printed(id) || id === inputSystem) : rest;
    const worked = brandName ? rest.filter((id) => !printed(id) && id !== inputSystem) : [];

    body = (
      <>
        <p className="mt-1 text-lg font-semibold text-ink" data-testid="result-title">
          {title}
        </p>
        {lead ? (
          <dl className="mt-3 rounded-xl bg-brand-600 px-4 py-3 text-white" data-testid="result-headline">
            <div data-system={lead} className="flex flex-wrap items-baseline gap-x-5 gap-y-1">
              <dt className="w-full text-sm font-medium text-brand-100">
                <SystemName id={lead} meaning={meaningOf(result.meanings, lead)} />
              </dt>
              {value(lead, 'text-5xl leading-tight', 'text-brand-100')}
              <dd className="min-w-0 flex-1 text-sm text-brand-100">{footSpan}</dd>
              {notes(lead, 'w-full text-sm text-brand-100')}
            </div>
          </dl>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{footSpan}</p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {result.kidsTier ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
              {t('kidsTier', { tier: tk(`tiers.${kidsTierKey[result.kidsTier]}`) })}
            </span>
          ) : null}
          {brandName && result.confidence === 'unverified' ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t('approximate', { brand: brandName })}
            </span>
          ) : null}
        </div>
        <PrintedLabels
          printed={result.printed}
          className={buying ? 'mt-2 text-2xl font-semibold text-ink' : 'mt-2 text-sm font-medium text-ink'}
        />
        <div className="@container">
          {brandName && onChart.length > 0 ? (
            <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-ink-soft">{t('onChart', { brand: brandName })}</p>
          ) : null}
          {list(onChart, 'result-main')}
          {worked.length > 0 ? (
            <>
              <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-ink-soft">{t('fromFootLength')}</p>
              {list(worked)}
            </>
          ) : null}
        </div>
        {(Object.keys(result.sizes) as SystemId[]).some((id) => result.sizes[id]?.origin === 'derived' && id !== inputSystem) ? (
          <p className="mt-3 text-xs text-ink-muted" data-testid="derived-legend">
            {brandName ? to('derivedLegendBrand', { brand: brandName }) : to('derivedLegendGeneric')}
          </p>
        ) : null}
        {brandName ? null : (
          <p className="mt-2 text-xs text-ink-muted" data-testid="one-answer-note">
            {to('oneAnswer')}
          </p>
        )}
        {brandName && result.sizes.jp?.origin === 'chart' ? (
          <p className="mt-2 text-xs text-ink-muted">{to('jpLabelNote', { brand: brandName })}</p>
        ) : null}
        {conventionNote(main)}
        {more.length > 0 ? (
          <details className="group mt-4 rounded-lg border border-surface-line" data-print="hide">
            <summary className="cursor-pointer select-none px-3 py-2 text-sm font-medium text-brand-700 hover:bg-surface-alt">
              {t('moreSystems', { count: more.length })}
            </summary>
            <div className="@container px-3 pb-3">
              {list(more)}
              {conventionNote(more)}
            </div>
          </details>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2" data-print="hide">
          {rowId ? (
            <a href={`#${rowId}`} className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
              {t('seeInChart')} ↓
            </a>
          ) : null}
          <button
            type="button"
            onClick={() => {
              // The link of the answer shown, even in the frame before its query is written.
              flushQuery();
              void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
            }}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {copied ? t('linkCopied') : t('copyLink')}
          </button>
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl border border-surface-line bg-white p-5 shadow-sm"
      data-testid="conversion-result"
      data-gender={gender}
      data-print={outcome === null ? 'hide' : undefined}
    >
      <h2 id="result-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('resultHeading')}
      </h2>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="result-summary">
        {summary}
      </p>
      {body}
    </section>
  );
}
