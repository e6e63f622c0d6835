import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/routing';

export default function robots(): MetadataRoute.Robots {
  const localized = (path: string) => [path, ...locales.map((locale) => `/${locale}${path}`)];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...localized('/dashboard'), '/api/'] }],
    sitemap: `${env.SITE_URL}/sitemap.xml`,
  };
}
