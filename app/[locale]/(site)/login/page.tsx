import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { primaryButtonClass, TextField } from '@/components/ui/form-field';
import { resolveLocale, simplePageMetadata, type LocaleParams } from '@/lib/seo/localized-metadata';

const baseMetadata = simplePageMetadata('Login', '/login');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await baseMetadata(props)), robots: { index: false, follow: true } };
}

export default async function LoginPage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  const t = await getTranslations('Login');
  return (
    <PageContainer>
      <div className="mx-auto max-w-sm">
        <PageIntro title={t('title')} />
        {/* No client-side validation: the server's answer is the one the visitor sees. */}
        <form method="post" action="/api/login" noValidate className="space-y-4">
          <TextField id="login-email" name="email" type="email" label={t('email')} autoComplete="email" />
          <TextField id="login-password" name="password" type="password" label={t('password')} autoComplete="current-password" />
          <button type="submit" className={`${primaryButtonClass} w-full`}>
            {t('submit')}
          </button>
        </form>
      </div>
    </PageContainer>
  );
}
