import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { primaryButtonClass, TextAreaField, TextField } from '@/components/ui/form-field';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

export const generateMetadata = simplePageMetadata('Contact', '/contact');

export default async function ContactPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Contact');
  return (
    <PageContainer>
      <PageIntro title={t('title')} intro={t('intro')} />
      <form method="post" action="/api/contact" className="max-w-xl space-y-4">
        <TextField id="contact-name" name="name" label={t('name')} autoComplete="name" required maxLength={100} />
        <TextField id="contact-email" name="email" type="email" label={t('email')} autoComplete="email" required maxLength={254} />
        <TextAreaField id="contact-message" name="message" label={t('message')} rows={6} required maxLength={5000} />
        <button type="submit" className={primaryButtonClass}>
          {t('send')}
        </button>
      </form>
    </PageContainer>
  );
}
