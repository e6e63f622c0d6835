import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfileEditor } from '@/components/dashboard/profile-editor';
import { resolveLocale, type LocaleParams } from '@/lib/seo/localized-metadata';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({ locale: await resolveLocale(params), namespace: 'Profile' });
  return { title: t('title') };
}

export default async function ProfilePage({ params }: LocaleParams) {
  setRequestLocale(await resolveLocale(params));
  return <ProfileEditor />;
}
