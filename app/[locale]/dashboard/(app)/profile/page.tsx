import { getTranslations } from 'next-intl/server';
import { ProfileEditor } from '@/components/dashboard/profile-editor';

export async function generateMetadata() {
  const t = await getTranslations('Profile');
  return { title: t('title') };
}

export default async function ProfilePage() {
  return <ProfileEditor />;
}
