import { getLocale, getTranslations } from 'next-intl/server';
import { breadcrumbList, type Crumb } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';

/** BreadcrumbList structured data for a public page: Home, then `trail` (empty on the home page). */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return <JsonLd data={breadcrumbList(locale, [{ name: t('home'), path: '/' }, ...trail])} />;
}
