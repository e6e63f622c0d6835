import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { FormAlert } from '@/components/ui/form-alert';
import { newsletterOutcomes } from '@/lib/page-catalogue';

type Props = { params: Promise<{ locale: string; status: string }> };
type Outcome = (typeof newsletterOutcomes)[number];

const isOutcome = (value: string): value is Outcome => (newsletterOutcomes as readonly string[]).includes(value);

export const dynamicParams = false;

export function generateStaticParams() {
  return newsletterOutcomes.map((status) => ({ status }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Newsletter');
  return { title: t('resultTitle'), robots: { index: false, follow: true } };
}

/** Where the footer's newsletter form lands when it is sent without JavaScript. */
export default async function NewsletterResultPage({ params }: Props) {
  const { status } = await params;
  if (!isOutcome(status)) notFound();
  const t = await getTranslations('Newsletter');
  return (
    <PageContainer>
      <PageIntro title={t('resultTitle')} />
      <div className="max-w-xl space-y-6">
        <FormAlert kind={status === 'invalid' ? 'error' : 'success'}>{t(status)}</FormAlert>
        <Link href="/" className="inline-block font-medium text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    </PageContainer>
  );
}
