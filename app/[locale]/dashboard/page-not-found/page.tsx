import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/not-found-content';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

// The proxy rewrites unknown paths here with status 404, so the page can stay static.
export async function generateMetadata({ params }: LocaleParams) {
  return notFoundMetadata(await resolveLocale(params));
}

export default async function PageNotFound({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}
