'use client';

import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Gender, SizeValue, SystemId } from '@/lib/sizes/browser';
import type { ConverterSetup } from '@/lib/converter/page-setup';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { ConversionResult } from './conversion-result';
import { FootLengthHint } from './foot-length-hint';
import { exampleFootMm, footTextInUnit, type FootUnit } from '../state/foot-length';
import { FullChartLink } from './full-chart-link';
import { SizeChartTable } from './size-chart-table';
import { useSizeNames } from '../state/use-size-names';
import { converterFieldClass, SystemSelect } from './system-select';
import { optionKey, sizeConverterSpec } from '../state/size-converter-state';
import { useConverterState } from '../state/use-converter-state';
import { useRevealAnswer } from '../state/use-reveal-answer';
import { useAnswerQuery } from '../loading/answer-query';

/** The size select's options, rendered again only when the list or its system changes, not on every choice. */
const SizeOptions = memo(function SizeOptions({ options, system }: { options: readonly SizeValue[]; system: SystemId }) {
  const t = useTranslations('ConverterUi');
  const names = useSizeNames();
  const duplicateLabels = new Set(options.filter((o, i) => options.findIndex((p) => p.label === o.label) !== i).map((o) => o.label));
  return options.map((option) => {
    const label = names.size(option, system);
    return (
      <option key={optionKey(option)} value={optionKey(option)}>
        {option.scale === 'adult' && duplicateLabels.has(option.label) ? t('adultScale', { size: label }) : label}
      </option>
    );
  });
});

/**
 * The interactive converter of a regular, country or brand page: pick gender, system and size, or
 * type a foot length, and see every equivalent with the matching row highlighted in the full
 * charts below. It receives only the charts its page shows and keeps its state in the URL.
 */
export function SizeConverter({
  setup,
  brandName,
  charts = true,
  children,
}: {
  setup: ConverterSetup;
  brandName: string | null;
  /** False on the home page: no charts below, the answer links to the gender's converter instead. */
  charts?: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('ConverterUi');
  const names = useSizeNames();
  const ids = useId();
  const context = useMemo(() => ({ setup, locale: names.locale }), [setup, names.locale]);
  const { state, derived, update } = useConverterState(sizeConverterSpec, context);
  const { current, options, selected, footReading, outcome, highlightId } = derived;
  const { ref: answerRef, reveal: revealAnswer, revealPicked, revealOnLeave, pickHandlers } = useRevealAnswer<HTMLDivElement>();
  const answerQuery = useAnswerQuery();
  // A foot length arriving in the URL (the photo measurer's link) is a finished input: show its answer once.
  const urlFootPending = useRef<boolean | null>(null);
  useEffect(() => {
    urlFootPending.current ??= new URLSearchParams(answerQuery ?? window.location.search).has('footMm');
    if (urlFootPending.current && outcome) {
      urlFootPending.current = false;
      revealAnswer();
    }
    // Runs when the answer appears; the query is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
  const exampleMm = exampleFootMm[current.gender];
  const example = state.unit === 'cm' ? names.cm(exampleMm) : names.inches(exampleMm);

  function changeGender(gender: Gender) {
    // A size of one gender means another size for the other, so the foot length carries over and the size does not.
    update({ gender, sizeKey: '', mode: state.mode === 'foot' ? 'foot' : null });
  }

  function changeUnit(unit: FootUnit) {
    // Keep the length the visitor typed: convert the number into the new unit.
    update({ unit, footText: footTextInUnit(state.footText, state.unit, unit, names.locale) });
  }

  const shownInput =
    state.mode === 'foot'
      ? `${state.footText} ${t(`units.${state.unit}`)}`
      : `${names.short(state.system)} ${selected ? names.size(selected, state.system) : state.rawSize}`;
  // The charts' highlight follows in a render of its own, after the answer is on screen: moving it lays out a whole table.
  const chartHighlightId = useDeferredValue(highlightId);

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          aria-label={t('label')}
          data-print="hide"
          onSubmit={(event) => {
            // Enter in the foot-length field (Go on a phone's keyboard) shows the answer.
            event.preventDefault();
            if (outcome) revealAnswer();
          }}
          className="@container min-w-0 space-y-5 rounded-2xl border border-surface-line bg-surface-alt p-5"
        >
          {setup.genders.length > 1 ? (
            <SegmentedControl
              legend={t('genderLegend')}
              name="gender"
              options={setup.genders.map(({ gender }) => ({ value: gender, label: t(`gender.${gender}`) }))}
              value={state.gender}
              onChange={changeGender}
            />
          ) : null}

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('sizeLegend')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-3 @lg:grid-cols-2">
              <div>
                <SystemSelect
                  id={`${ids}-system`}
                  name="system"
                  label={t('system')}
                  systems={current.inputSystems}
                  value={state.system}
                  onChange={(system) => update({ system, sizeKey: '', mode: state.mode === 'size' ? null : state.mode })}
                />
              </div>
              <div>
                <label htmlFor={`${ids}-size`} className="block text-sm text-ink-muted">
                  {t('size')}
                </label>
                <select
                  id={`${ids}-size`}
                  name="size"
                  value={state.sizeKey}
                  {...pickHandlers}
                  onChange={(event) => {
                    update({ sizeKey: event.target.value, mode: event.target.value ? 'size' : null });
                    if (event.target.value) revealPicked();
                  }}
                  className={converterFieldClass}
                >
                  <option value="">{t('chooseSize')}</option>
                  <SizeOptions options={options} system={state.system} />
                </select>
              </div>
            </div>
          </fieldset>

          <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-ink-soft" aria-hidden="true">
            <span className="h-px flex-1 bg-surface-line" />
            {t('or')}
            <span className="h-px flex-1 bg-surface-line" />
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('footLegend')}</legend>
            <div className="mt-2 flex items-end gap-3">
              <div className="flex-1">
                <label htmlFor={`${ids}-foot`} className="block text-sm text-ink-muted">
                  {t('footLength')}
                </label>
                <input
                  id={`${ids}-foot`}
                  name="footLength"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={example}
                  value={state.footText}
                  aria-invalid={footReading?.ok === false || undefined}
                  aria-describedby={`${ids}-foot-hint`}
                  onChange={(event) => update({ footText: event.target.value, mode: event.target.value.trim() ? 'foot' : null })}
                  onBlur={(event) => {
                    if (state.mode === 'foot' && outcome) revealOnLeave(event);
                  }}
                  className={converterFieldClass}
                />
              </div>
              <SegmentedControl
                legend={t('unit')}
                legendHidden
                compact
                name="unit"
                options={(['cm', 'in'] as const).map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
                value={state.unit}
                onChange={changeUnit}
              />
            </div>
            <FootLengthHint id={`${ids}-foot-hint`} reading={footReading} example={example} />
          </fieldset>
        </form>

        <div ref={answerRef} className="min-w-0 scroll-mt-20">
          <ConversionResult
            outcome={outcome}
            shownInput={shownInput}
            gender={current.gender}
            mainSystems={current.mainSystems}
            pageSystem={current.table.country ? current.table.primary : null}
            brandName={brandName}
            rowId={charts ? highlightId : null}
          />
          {charts ? null : <FullChartLink gender={current.gender} query={sizeConverterSpec.toQuery(state, context)} />}
        </div>
      </div>

      {children}

      {charts
        ? setup.genders.map((g) => (
            <SizeChartTable
              key={g.gender}
              table={g.table}
              brandName={brandName}
              // Row ids name their gender, so the other gender's chart finds no row to mark.
              highlightId={chartHighlightId}
            />
          ))
        : null}
    </>
  );
}
