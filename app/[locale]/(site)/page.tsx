import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getToolGroups } from '@/lib/navigation/tool-groups';
import { PageContainer } from '@/components/layout/page-intro';
import { PageContentSection } from '@/components/content/page-content-section';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('Metadata');
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle'),
    description: t('homeDescription'),
    siteName: t('siteName'),
    absoluteTitle: true,
  });
}

export default async function HomePage() {
  const t = await getTranslations('Home');
  const groups = await getToolGroups();
  const groupText = { regular: t('regularText'), country: t('countryText'), brand: t('brandText') };

  return (
    <>
      <Breadcrumbs trail={[]} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-page px-4 py-16 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">{t('heroText')}</p>
        </div>
      </section>
      <PageContainer>
        <div className="grid gap-6 md:grid-cols-3">
          {groups.map((group) => (
            <section key={group.id} className="rounded-xl border border-surface-line p-5">
              <h2 className="text-lg font-semibold">{group.label}</h2>
              <p className="mt-1 text-sm text-ink-muted">{groupText[group.id]}</p>
              <ul className="mt-4 space-y-1.5 text-sm">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className="text-brand-700 hover:underline">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <section>
            <h2 className="text-2xl font-semibold">{t('whyTitle')}</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{t('whyText')}</p>
          </section>
          <section>
            <h2 className="text-2xl font-semibold">{t('measureTitle')}</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{t('measureText')}</p>
          </section>
        </div>
        <PageContentSection category="home" />
      </PageContainer>
    </>
  );
}
