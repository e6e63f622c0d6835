'use client';

import clsx from 'clsx';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  convertOnChart,
  matchChartRow,
  parseSize,
  sizeOptions,
  type ConvertOutcome,
  type Gender,
  type SizeValue,
  type SystemId,
} from '@/lib/sizes/browser';
import type { ConverterSetup, GenderConverter } from '@/lib/converter/page-setup';
import { ConversionResult } from './conversion-result';
import { formatFootLength, parseFootLength, type FootUnit } from './foot-length';
import { SizeChartTable } from './size-chart-table';
import { useSizeNames } from './use-size-names';
import { converterFieldClass, SystemSelect } from './system-select';
import { readQuery, writeQuery } from './url-state';

type Mode = 'size' | 'foot';

interface State {
  gender: Gender;
  system: SystemId;
  /** The chosen option's key (see optionKey), '' for none. */
  sizeKey: string;
  /** A size from a shared URL that is not in the list (beyond the chart, say): converted as given, to explain why. */
  rawSize: string;
  footText: string;
  unit: FootUnit;
  /** Which input the visitor used last: it drives the answer. */
  mode: Mode | null;
}

/** Kids scales reuse numbers (UK child 1 and adult 1), so an option's key carries its scale. */
function optionKey(size: SizeValue): string {
  return size.scale ? `${size.label}|${size.scale}` : size.label;
}

function genderSetup(setup: ConverterSetup, gender: string | null): GenderConverter {
  const found = setup.genders.find((g) => g.gender === gender) ?? setup.genders[0];
  if (!found) throw new Error('a converter needs at least one chart');
  return found;
}

function optionsFor(setup: GenderConverter, system: SystemId): SizeValue[] {
  const options = sizeOptions({ gender: setup.gender, system, chart: setup.chart });
  return Array.isArray(options) ? options : [];
}

/** The option a URL's size names: same number, same scale when the URL gives one, else the first. */
function findOption(options: SizeValue[], size: string, scale: string | null): SizeValue | undefined {
  const parsed = parseSize(size);
  if (!parsed.ok) return undefined;
  const wanted = parsed.size;
  const same = options.filter(
    (option) =>
      Math.abs(option.value - wanted.value) < 0.01 &&
      (wanted.upTo === undefined || Math.abs((option.upTo ?? option.value) - wanted.upTo) < 0.01) &&
      (wanted.scale === undefined || option.scale === wanted.scale),
  );
  return same.find((option) => option.scale === scale) ?? same[0];
}

function queryOf(state: State, setup: GenderConverter, selected: SizeValue | undefined, footMm: number | null, multipleGenders: boolean) {
  const sharesLabel = selected && optionsFor(setup, state.system).filter((option) => option.label === selected.label).length > 1;
  return {
    gender: multipleGenders || state.mode ? state.gender : null,
    system: state.mode === 'size' && selected ? state.system : null,
    size: state.mode === 'size' && selected ? selected.label : null,
    scale: state.mode === 'size' && sharesLabel ? (selected?.scale ?? null) : null,
    footMm: state.mode === 'foot' && footMm !== null ? String(footMm) : null,
    unit: state.mode === 'foot' && state.unit === 'in' ? 'in' : null,
  };
}


/**
 * The interactive converter of a regular, country or brand page: pick gender, system and size, or
 * type a foot length, and see every equivalent with the matching row highlighted in the full
 * charts below. It receives only the charts its page shows and keeps its state in the URL.
 */
export function SizeConverter({ setup, brandName, children }: { setup: ConverterSetup; brandName: string | null; children?: ReactNode }) {
  const t = useTranslations('ConverterUi');
  const names = useSizeNames();
  const ids = useId();
  const first = genderSetup(setup, null);

  const [state, setState] = useState<State>({ gender: first.gender, system: first.defaultSystem, sizeKey: '', rawSize: '', footText: '', unit: 'cm', mode: null });
  const current = genderSetup(setup, state.gender);
  const options = useMemo(() => optionsFor(current, state.system), [current, state.system]);
  const selected = options.find((option) => optionKey(option) === state.sizeKey);
  const footMm = parseFootLength(state.footText, state.unit);
  const footInvalid = state.mode === 'foot' && state.footText.trim() !== '' && footMm === null;
  const multipleGenders = setup.genders.length > 1;

  const outcome: ConvertOutcome | null = useMemo(() => {
    if (state.mode === 'size' && selected) return convertOnChart({ gender: current.gender, system: state.system, size: selected, chart: current.chart });
    if (state.mode === 'size' && state.rawSize) return convertOnChart({ gender: current.gender, system: state.system, size: state.rawSize, chart: current.chart });
    if (state.mode === 'foot' && footMm !== null) return convertOnChart({ gender: current.gender, footMm, chart: current.chart });
    return null;
  }, [state.mode, state.system, state.rawSize, selected, footMm, current]);
  const highlightId = outcome?.ok ? matchChartRow(current.table, outcome) : null;

  // Restore a shared or reloaded result once, after hydration (see url-state.ts).
  useEffect(() => {
    const query = readQuery();
    const gender = genderSetup(setup, query.get('gender'));
    const asked = query.get('system');
    const system = gender.inputSystems.find((id) => id === asked) ?? gender.defaultSystem;
    const next: State = { gender: gender.gender, system, sizeKey: '', rawSize: '', footText: '', unit: query.get('unit') === 'in' ? 'in' : 'cm', mode: null };
    const size = query.get('size');
    const foot = Number(query.get('footMm'));
    // A size is only meaningful in the system it was given in.
    if (size && (asked === null || asked === system)) {
      const option = findOption(optionsFor(gender, system), size, query.get('scale'));
      Object.assign(next, option ? { sizeKey: optionKey(option), mode: 'size' } : { rawSize: size.slice(0, 24), mode: 'size' });
    } else if (query.get('footMm') && Number.isFinite(foot) && foot > 0) {
      Object.assign(next, { footText: formatFootLength(foot, next.unit, names.locale), mode: 'foot' });
    }
    // Syncing from the URL is the one state update this effect exists for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(next);
    // Runs once on mount: later changes write the URL themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function update(patch: Partial<State>) {
    // Any change by the visitor replaces a size that came from the URL.
    const next = { ...state, rawSize: '', ...patch };
    const gender = genderSetup(setup, next.gender);
    if (!gender.inputSystems.includes(next.system)) next.system = gender.defaultSystem;
    const nextOptions = optionsFor(gender, next.system);
    const nextSelected = nextOptions.find((option) => optionKey(option) === next.sizeKey);
    if (!nextSelected) next.sizeKey = '';
    setState(next);
    writeQuery(queryOf(next, gender, nextSelected, parseFootLength(next.footText, next.unit), multipleGenders));
  }

  function changeGender(gender: Gender) {
    // A size of one gender means another size for the other, so the foot length carries over and the size does not.
    update({ gender, sizeKey: '', mode: state.mode === 'foot' ? 'foot' : null });
  }

  const shownInput =
    state.mode === 'foot'
      ? `${state.footText} ${t(`units.${state.unit}`)}`
      : `${names.short(state.system)} ${selected ? names.size(selected, state.system) : state.rawSize}`;
  const duplicateLabels = new Set(options.filter((o, i) => options.findIndex((p) => p.label === o.label) !== i).map((o) => o.label));

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          aria-label={t('label')}
          data-print="hide"
          onSubmit={(event) => event.preventDefault()}
          className="space-y-5 rounded-2xl border border-surface-line bg-surface-alt p-5"
        >
          {multipleGenders ? (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t('genderLegend')}</legend>
              <div className="mt-2 grid grid-cols-3 gap-1 rounded-lg bg-white p-1 shadow-sm ring-1 ring-surface-line">
                {setup.genders.map(({ gender }) => (
                  <label
                    key={gender}
                    className={clsx(
                      'cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                      state.gender === gender ? 'bg-brand-600 text-white' : 'text-ink hover:bg-surface-alt',
                    )}
                  >
                    <input type="radio" name={`${ids}-gender`} value={gender} checked={state.gender === gender} onChange={() => changeGender(gender)} className="sr-only" />
                    {t(`gender.${gender}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('sizeLegend')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
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
                  onChange={(event) => update({ sizeKey: event.target.value, mode: event.target.value ? 'size' : null })}
                  className={converterFieldClass}
                >
                  <option value="">{t('chooseSize')}</option>
                  {options.map((option) => {
                    const label = names.size(option, state.system);
                    return (
                      <option key={optionKey(option)} value={optionKey(option)}>
                        {option.scale === 'adult' && duplicateLabels.has(option.label) ? t('adultScale', { size: label }) : label}
                      </option>
                    );
                  })}
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
                  placeholder={state.unit === 'cm' ? names.cm(265) : names.inches(265)}
                  value={state.footText}
                  aria-invalid={footInvalid || undefined}
                  aria-describedby={`${ids}-foot-hint`}
                  onChange={(event) => update({ footText: event.target.value, mode: event.target.value.trim() ? 'foot' : null })}
                  className={converterFieldClass}
                />
              </div>
              <fieldset>
                <legend className="sr-only">{t('unit')}</legend>
                <div className="flex rounded-lg bg-white p-1 shadow-sm ring-1 ring-surface-line">
                  {(['cm', 'in'] as const).map((unit) => (
                    <label
                      key={unit}
                      className={clsx(
                        'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                        state.unit === unit ? 'bg-brand-600 text-white' : 'text-ink hover:bg-surface-alt',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${ids}-unit`}
                        value={unit}
                        checked={state.unit === unit}
                        onChange={() => {
                          // Keep the length the visitor typed: convert the number into the new unit.
                          const mm = parseFootLength(state.footText, state.unit);
                          update({ unit, footText: mm === null ? state.footText : formatFootLength(mm, unit, names.locale) });
                        }}
                        className="sr-only"
                      />
                      {t(`units.${unit}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            <p id={`${ids}-foot-hint`} className={clsx('mt-2 text-sm', footInvalid ? 'text-red-700' : 'text-ink-soft')}>
              {footInvalid ? t('footInvalid', { example: state.unit === 'cm' ? names.cm(265) : names.inches(265) }) : t('footHint')}
            </p>
          </fieldset>
        </form>

        <ConversionResult
          outcome={outcome}
          shownInput={shownInput}
          gender={current.gender}
          mainSystems={current.mainSystems}
          brandName={brandName}
          rowId={highlightId}
        />
      </div>

      {children}

      {setup.genders.map((g) => (
        <SizeChartTable key={g.gender} table={g.table} brandName={brandName} highlightId={g.gender === current.gender ? highlightId : null} />
      ))}
    </>
  );
}
