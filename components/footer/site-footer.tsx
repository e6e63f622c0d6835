import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { siteConfig } from '@/lib/site-config';
import { Logo } from '@/components/ui/logo';
import type { ToolGroup } from '@/lib/site/navigation/tool-groups';
import { infoPages } from '@/lib/page-catalogue';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icon';

export async function SiteFooter({ groups }: { groups: ToolGroup[] }) {
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Nav');
  const meta = await getTranslations('Metadata');
  const regular = groups.find((group) => group.id === 'regular');
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-surface-line bg-surface-alt">
      <div className="mx-auto grid max-w-page grid-cols-1 gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link href="/" aria-label={nav('home')}>
            <Logo name={meta('siteName')} />
          </Link>
          <p className="mt-3 text-sm text-ink-muted">{t('description')}</p>
          <h2 className="mt-5 text-sm font-semibold">{t('social')}</h2>
          <ul className="link-list mt-2 flex gap-3">
            {siteConfig.social.map((network) => (
              <li key={network.id}>
                <a href={network.href} rel="noopener noreferrer" target="_blank" aria-label={network.label}>
                  <SocialIcon id={network.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('help')}>
          <h2 className="text-sm font-semibold">{t('help')}</h2>
          <ul className="link-list mt-3 space-y-2 text-sm">
            {infoPages.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{t(page.footerKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('tools')}>
          <h2 className="text-sm font-semibold">{t('tools')}</h2>
          <ul className="link-list mt-3 space-y-2 text-sm">
            {regular?.items.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/country">{nav('country')}</Link>
            </li>
            <li>
              <Link href="/brand">{nav('brand')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">{t('contact')}</h2>
          <p className="mt-3 text-sm font-medium">{t('newsletterTitle')}</p>
          <NewsletterForm />
          <p className="mt-3 text-sm text-ink-muted">{t('weekly')}</p>
          <address className="mt-4 text-sm not-italic text-ink-muted">
            <span className="sr-only">{t('addressLabel')}: </span>
            {siteConfig.postalAddress}
          </address>
        </div>
      </div>
      <p className="border-t border-surface-line py-4 text-center text-xs text-ink-soft">{t('rights', { year })}</p>
    </footer>
  );
}
