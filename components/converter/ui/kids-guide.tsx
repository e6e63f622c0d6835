import { getLocale, getTranslations } from 'next-intl/server';
import { formatSize, kidsAgeGuide, kidsTiers, sources, type SourceId } from '@/lib/sizes';
import { kidsTierKey } from '@/lib/converter/message-keys';
import { GuideCard } from './guide-card';

function SourceLinks({ ids, label }: { ids: readonly SourceId[]; label: string }) {
  return (
    <p className="mt-3 text-xs text-ink-soft">
      {label}:{' '}
      {ids.map((id, i) => {
        const source = sources[id];
        return (
          <span key={id}>
            {i > 0 ? '; ' : null}
            {source.url ? (
              <a href={source.url} className="underline underline-offset-2 hover:text-ink" rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>
            ) : (
              source.title
            )}
          </span>
        );
      })}
    </p>
  );
}

const cell = 'whitespace-nowrap px-3 py-2';

/** The kids page's tiers (infant to big kid) and age guide, saying plainly that sources disagree. */
export async function KidsGuide() {
  const t = await getTranslations('KidsGuide');
  const scroll = await getTranslations('ScrollBox');
  const locale = await getLocale();
  const number = (value: number) => formatSize(value, 'eu', locale);
  const years = (range: { min: number; max: number }) => t('years', { min: range.min, max: range.max });
  const [conflict] = kidsAgeGuide.conflicts;
  const [under2, preschool, school] = kidsAgeGuide.growth.footGrowthCmPerYear;
  const [young, older] = kidsAgeGuide.growth.remeasureEveryMonths;
  const months = (range?: { min: number; max: number }) =>
    range ? (range.min === range.max ? number(range.min) : `${number(range.min)}–${number(range.max)}`) : '';

  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-2">
      <GuideCard id="kids-tiers-heading" title={t('tiersHeading')}>
        <p className="mt-2 text-ink-muted">{t('tiersIntro')}</p>
        <div
          className="chart-scroll mt-4 overflow-x-auto rounded-xl border border-surface-line"
          role="region"
          aria-label={scroll('label', { title: t('tiersHeading') })}
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="bg-surface-alt text-left">
              <tr>
                <th scope="col" className={cell}>
                  {t('columns.tier')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.sizes')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.age')}
                </th>
              </tr>
            </thead>
            <tbody>
              {kidsTiers.map((tier) => (
                <tr key={tier.id} className="border-t border-surface-line" data-tier={tier.id}>
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {t(`tiers.${kidsTierKey[tier.id]}`)}
                  </th>
                  <td className={cell}>
                    {tier.us.from}–{tier.us.to}
                  </td>
                  <td className={cell}>{years(tier.ageYears)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{t('tiersNote')}</p>
        <SourceLinks ids={['S52', 'S69']} label={t('sources')} />
      </GuideCard>

      <GuideCard id="kids-age-heading" title={t('ageHeading')}>
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t('ageIntro')}</p>
        <div
          className="chart-scroll mt-4 overflow-x-auto rounded-xl border border-surface-line"
          role="region"
          aria-label={scroll('label', { title: t('ageHeading') })}
          tabIndex={0}
        >
          <table className="w-full text-sm tabular-nums">
            <thead className="bg-surface-alt text-left">
              <tr>
                <th scope="col" className={cell}>
                  {t('columns.age')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.us')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.uk')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.eu')}
                </th>
                <th scope="col" className={cell}>
                  {t('columns.foot')}
                </th>
              </tr>
            </thead>
            <tbody>
              {kidsAgeGuide.rows.map((row) => (
                <tr key={`${row.ageYears.min}-${row.ageYears.max}`} className="border-t border-surface-line">
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {years(row.ageYears)}
                  </th>
                  <td className={cell}>
                    {row.us.from}–{row.us.to}
                  </td>
                  <td className={cell}>
                    {number(Number(row.uk.from))}–{number(Number(row.uk.to))}
                  </td>
                  <td className={cell}>
                    {number(row.eu.min)}–{number(row.eu.max)}
                  </td>
                  <td className={cell}>
                    {number(row.footCm.min)}–{number(row.footCm.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {conflict ? (
          <p className="mt-3 text-sm text-ink-muted">
            {t('conflict', { minAge: conflict.ageYears.min, maxAge: conflict.ageYears.max, from: conflict.us.from, to: conflict.us.to })}
          </p>
        ) : null}
        <h3 className="mt-5 font-semibold text-ink">{t('growthHeading')}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {t('growth', {
            under2: number(under2?.cm.min ?? 0),
            preschool: number(preschool?.cm.min ?? 0),
            school: number(school?.cm.min ?? 0),
          })}{' '}
          {t('remeasure', { young: months(young?.months), older: months(older?.months) })}
        </p>
        <SourceLinks ids={['S69', 'S70', 'S71', 'S52']} label={t('sources')} />
      </GuideCard>
    </div>
  );
}
