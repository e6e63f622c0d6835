import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'Dashboard' });
  return { title: t('title') };
}

export default async function DashboardPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Dashboard');
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-ink-muted">{t('signedOut')}</p>
      <Link href="/login" className="mt-4 inline-block font-medium text-brand-700 underline">
        {t('login')}
      </Link>
    </section>
  );
}
