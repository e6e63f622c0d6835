'use client';

import clsx from 'clsx';
import { useId, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { meaningOf, type SystemId } from '@/lib/sizes/browser';
import { usWomenOffset } from '@/lib/sizes/conventions/conventions';
import { menToWomenRows, usWomenOptions, type UsWomenOption } from '@/lib/converter/men-to-women-rows';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SystemName } from './system-name';
import { useSizeNames } from '../state/use-size-names';
import { converterFieldClass, SystemSelect } from './system-select';
import { ChartTableRow, YourSizeNote } from './chart-table-row';
import { inputSystems, menToWomenSpec } from '../state/men-to-women-state';
import { useConverterState } from '../state/use-converter-state';
import { useRevealAnswer } from '../state/use-reveal-answer';
import { ChartHeading } from './chart-heading';

const shownSystems: SystemId[] = ['us', 'uk', 'eu', 'jp', 'kr', 'cm'];

/**
 * /men-to-women: both directions, with the US women's convention selectable (+1.5 by default,
 * +1 FIA, +2 Converse), showing that UK, EU and the foot-length systems are the same for both.
 */
export function MenToWomenConverter() {
  const t = useTranslations('MenToWomen');
  const tu = useTranslations('ConverterUi');
  const tc = useTranslations('Chart');
  const to = useTranslations('SizeOrigin');
  const names = useSizeNames();
  const ids = useId();
  const context = useMemo(() => ({ rows: menToWomenRows() }), []);
  const { state, derived, update } = useConverterState(menToWomenSpec, context);
  const { options, selected, pair, byConvention, highlightId } = derived;
  const { ref: answerRef, revealPicked, pickHandlers } = useRevealAnswer<HTMLElement>();

  const direction = state.from === 'men' ? 'menToWomen' : 'womenToMen';
  const offsetText = (option: UsWomenOption) => `+${names.size(usWomenOffset[option], 'us')}`;

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          aria-label={tu('label')}
          data-print="hide"
          onSubmit={(event) => event.preventDefault()}
          className="@container min-w-0 space-y-5 rounded-2xl border border-surface-line bg-surface-alt p-5"
        >
          <SegmentedControl
            legend={t('directionLegend')}
            name="direction"
            options={(['men', 'women'] as const).map((from) => ({
              value: from,
              label: t(`direction.${from === 'men' ? 'menToWomen' : 'womenToMen'}`),
            }))}
            value={state.from}
            onChange={(from) => update({ from })}
          />

          <div className="grid grid-cols-1 gap-3 @lg:grid-cols-2">
            <div>
              <SystemSelect
                id={`${ids}-system`}
                name="system"
                label={tu('system')}
                systems={inputSystems}
                value={state.system}
                onChange={(system) => update({ system })}
              />
            </div>
            <div>
              <label htmlFor={`${ids}-size`} className="block text-sm text-ink-muted">
                {tu('size')}
              </label>
              <select
                id={`${ids}-size`}
                name="size"
                value={state.sizeLabel}
                {...pickHandlers}
                onChange={(event) => {
                  update({ sizeLabel: event.target.value });
                  if (event.target.value) revealPicked();
                }}
                className={converterFieldClass}
              >
                <option value="">{tu('chooseSize')}</option>
                {options.map((option) => (
                  <option key={option.label} value={option.label}>
                    {names.size(option, state.system)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('conventionLegend')}</legend>
            <div className="mt-2 space-y-1.5">
              {usWomenOptions.map((option) => (
                <label key={option} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${ids}-convention`}
                    value={option}
                    checked={state.usWomen === option}
                    onChange={() => update({ usWomen: option })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {t(`conventions.${option}`)}
                </label>
              ))}
            </div>
            <p className="mt-2 text-sm text-ink-soft">{t('unisex')}</p>
          </fieldset>
        </form>

        <section
          ref={answerRef}
          aria-labelledby="result-heading"
          className="min-w-0 scroll-mt-20 rounded-2xl border border-surface-line bg-white p-5 shadow-sm"
          data-testid="conversion-result"
        >
          <h2 id="result-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {tu('resultHeading')}
          </h2>
          {pair && selected ? (
            <>
              <p
                role="status"
                aria-live="polite"
                aria-atomic="true"
                className="mt-2 text-2xl font-bold text-ink"
                data-testid="result-title"
              >
                {t(`resultTitle.${direction}`, {
                  system: names.short(state.system),
                  size: names.size(selected, state.system),
                  target: names.size(pair.to.sizes[state.system] ?? selected, state.system),
                })}
              </p>
              <dl className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="result-main">
                {shownSystems.map((id) => {
                  const a = pair.from.sizes[id];
                  const b = pair.to.sizes[id];
                  if (!a || !b) return null;
                  const same = a.label === b.label;
                  return (
                    <div key={id} data-system={id} className="rounded-lg bg-surface-alt px-3 py-2">
                      <dt className="text-xs font-medium text-ink-muted">
                        <SystemName id={id} meaning={meaningOf(pair.from.meanings, id)} />
                        {same ? (
                          <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800">{t('sameForBoth')}</span>
                        ) : null}
                      </dt>
                      <dd className="text-lg font-semibold tabular-nums">
                        {same ? names.size(a, id) : `${names.size(a, id)} → ${names.size(b, id)}`}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              <div className="mt-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{t(`byConvention.${direction}`)}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {byConvention.map(({ option, size }) => (
                    <li
                      key={option}
                      data-convention={option}
                      className={clsx(
                        'rounded-full px-3 py-1 text-sm tabular-nums',
                        option === state.usWomen ? 'bg-brand-600 text-white' : 'bg-surface-alt text-ink',
                      )}
                    >
                      {offsetText(option)}: {names.short('us')} {size ? names.size(size, 'us') : '–'}
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : (
            <p role="status" aria-live="polite" className="mt-3 text-ink-muted">
              {tu('resultEmpty')}
            </p>
          )}
        </section>
      </div>

      {/* Not a landmark itself: the table's scroll region below is the one named by this heading. */}
      <section id="chart-men-to-women" className="mt-10">
        <ChartHeading id="m2w-heading">{t('tableHeading')}</ChartHeading>
        <div
          className="chart-scroll mt-3 overflow-x-auto rounded-xl border border-surface-line"
          role="region"
          aria-labelledby="m2w-heading"
          tabIndex={0}
        >
          <table className="size-chart w-full border-collapse text-sm tabular-nums">
            <caption className="sr-only">{tc('caption')}</caption>
            <thead>
              <tr className="bg-surface-alt text-left">
                <th scope="col" className="sticky left-0 z-10 whitespace-nowrap bg-surface-alt px-3 py-2.5 font-semibold">
                  {t('columns.usMen')}
                </th>
                {usWomenOptions.map((option) => (
                  <th
                    key={option}
                    scope="col"
                    className={clsx('whitespace-nowrap px-3 py-2.5 font-semibold', option === state.usWomen && 'text-brand-700')}
                  >
                    {t('columns.usWomen', { offset: offsetText(option) })}
                  </th>
                ))}
                {(['uk', 'eu', 'cm'] as const).map((id) => (
                  <th key={id} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                    {id === 'cm' ? names.short(id) : t('columns.unisex', { system: names.short(id) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {context.rows.map((row) => {
                const current = row.id === highlightId;
                return (
                  <ChartTableRow key={row.id} id={row.id} current={current}>
                    <th scope="row">
                      {row.men.us ? names.size(row.men.us, 'us') : '–'}
                      {current ? <YourSizeNote /> : null}
                    </th>
                    {usWomenOptions.map((option) => (
                      <td key={option} className={option === state.usWomen && !current ? 'bg-brand-50/60' : undefined}>
                        {names.size(row.usWomen[option], 'us')}
                      </td>
                    ))}
                    {(['uk', 'eu', 'cm'] as const).map((id) => {
                      const size = row.men[id];
                      return <td key={id}>{size ? names.size(size, id) : '–'}</td>;
                    })}
                  </ChartTableRow>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{to('standardSource')}</p>
      </section>
    </>
  );
}
