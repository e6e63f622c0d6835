import { getTranslations } from 'next-intl/server';
import { conventions, type ConventionId } from '@/lib/sizes';
import { conventionOptionKey } from '@/lib/converter/message-keys';
import { GuideCard } from './guide-card';

/**
 * "Where charts disagree": for each disputed convention on the page, the rule the converter uses
 * and the rules other charts use. Keyed by the engine's stable ids, translated in `Conventions`.
 */
export async function ConventionsNotes({ ids, brandPage = false }: { ids: readonly ConventionId[]; brandPage?: boolean }) {
  const t = await getTranslations('Conventions');
  const option = (id: ConventionId, optionId: string) => {
    const key = (conventionOptionKey[id] as Record<string, string>)[optionId];
    return key ? t(`${id}.options.${key}` as Parameters<typeof t>[0]) : optionId;
  };
  if (ids.length === 0) return null;
  return (
    <GuideCard id="conventions-heading" title={t('heading')}>
      <p className="mt-2 text-ink-muted">{brandPage ? t('brandIntro') : t('intro')}</p>
      <dl className="mt-5 space-y-5">
        {ids.map((id) => {
          const convention = conventions[id];
          const others = convention.options.filter((o) => o.id !== convention.defaultOption);
          return (
            <div key={id} data-convention={id}>
              <dt className="font-semibold text-ink">{t(`${id}.title` as Parameters<typeof t>[0])}</dt>
              <dd className="mt-1 text-ink-muted">{t(`${id}.note` as Parameters<typeof t>[0])}</dd>
              <dd className="mt-2 text-sm">
                <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
                  {t('weUse')}: {option(id, convention.defaultOption)}
                </span>
                {others.length > 0 ? (
                  <span className="ml-2 text-ink-muted">
                    {t('othersUse')}: {others.map((o) => option(id, o.id)).join('; ')}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </GuideCard>
  );
}
