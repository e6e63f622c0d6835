import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { getToolGroups, type ToolGroup } from '@/lib/site/navigation/tool-groups';
import { clientSetup, homeConverter } from '@/lib/converter/page-setup';
import { measurePagePath } from '@/lib/page-catalogue';
import { PageContainer } from '@/components/layout/page-intro';
import { LazySizeConverter } from '@/components/converter/loading/lazy-converters';
import { converterMessagePaths } from '@/components/converter/loading/client-messages';
import { ClientMessages } from '@/components/layout/client-messages';
import { PageContentSection } from '@/components/content/page-content-section';
import { YourSizeHere } from '@/components/my-sizes/your-size-here';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return metadataForPage('/', { title: t('homeTitle'), description: t('homeDescription'), absoluteTitle: true });
}

/** Where each group's card sends a visitor who wants the whole list. */
const overviewOf: Partial<Record<ToolGroup['id'], string>> = { country: '/country', brand: '/brand' };

/** The home page: a converter first (the same one as the converter pages), then every converter by group. */
export default async function HomePage() {
  const t = await getTranslations('Home');
  const links = await getTranslations('HomeLinks');
  const groups = await getToolGroups();
  const groupText = { regular: t('regularText'), country: t('countryText'), brand: t('brandText') };
  const home = homeConverter();

  return (
    <>
      <Breadcrumbs trail={[]} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-page px-4 pb-10 pt-8 sm:pt-12">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('heroTitle')}</h1>
          <p className="mt-3 max-w-3xl text-ink-muted sm:text-lg">{t('heroText')}</p>
          <div className="mt-6">
            <YourSizeHere page="home" />
            <ClientMessages paths={converterMessagePaths(home, { charts: false })}>
              <LazySizeConverter setup={clientSetup(home)} brandName={null} charts={false} />
            </ClientMessages>
          </div>
        </div>
      </section>
      <PageContainer>
        <div className="grid gap-6 md:grid-cols-3">
          {groups.map((group) => {
            const overview = overviewOf[group.id];
            return (
              <section
                key={group.id}
                aria-labelledby={`home-group-${group.id}`}
                className="min-w-0 rounded-xl border border-surface-line p-5"
              >
                <h2 id={`home-group-${group.id}`} className="text-lg font-semibold">
                  {group.label}
                </h2>
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
                {overview ? (
                  <p className="mt-4 text-sm">
                    <Link href={overview} className="font-medium text-brand-700 underline underline-offset-2">
                      {links(`overview.${group.id as 'country' | 'brand'}`)}
                    </Link>
                  </p>
                ) : null}
              </section>
            );
          })}
        </div>
        <div className="mt-12 grid gap-8 md:grid-cols-2">
          <section>
            <h2 className="text-2xl font-semibold">{t('whyTitle')}</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{t('whyText')}</p>
          </section>
          <section>
            <h2 className="text-2xl font-semibold">{t('measureTitle')}</h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{t('measureText')}</p>
            <p className="mt-3">
              <Link href={measurePagePath} className="font-medium text-brand-700 underline underline-offset-2">
                {links('measure')}
              </Link>
            </p>
          </section>
        </div>
        <PageContentSection category="home" />
      </PageContainer>
    </>
  );
}
