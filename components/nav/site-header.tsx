import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/server-link';
import { Logo } from '@/components/ui/logo';
import { StarIcon } from '@/components/ui/star-icon';
import { DesktopMenu } from './desktop-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NavAccount } from './nav-account';
import type { ToolGroup } from '@/lib/site/navigation/tool-groups';
import { sentToolGroups } from '@/lib/site/navigation/tool-group-model';

/** The site's header, with the three converter menus (their code loads once the page is idle). */
export async function SiteHeader({ groups }: { groups: ToolGroup[] }) {
  const t = await getTranslations('Nav');
  const meta = await getTranslations('Metadata');
  const sent = sentToolGroups(groups);
  return (
    <header className="sticky top-0 z-50 border-b border-surface-line bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="relative mx-auto flex h-16 max-w-page items-center gap-2 px-4">
        <Link href="/" aria-label={t('home')} className="mr-2 min-w-0">
          {/* Between xl and 2xl the three menus need the room; the link keeps its accessible name.
              On the narrowest phones the name wraps rather than pushing the menu button off screen. */}
          <Logo name={meta('siteName')} nameClassName="min-w-0 leading-tight xl:hidden 2xl:inline" />
        </Link>
        <DesktopMenu groups={sent} label={t('mainNavigation')} />
        <div className="ml-auto flex items-center gap-1">
          <Link
            href="/saved-channels"
            aria-label={t('saved')}
            title={t('saved')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-amber-500 hover:bg-surface-alt"
          >
            <StarIcon filled={false} />
          </Link>
          <div className="hidden xl:block">
            <LanguageSwitcher />
          </div>
          <div className="hidden sm:block">
            <NavAccount />
          </div>
          <Link
            href="/contact"
            className="hidden whitespace-nowrap rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:inline-block"
          >
            {t('contact')}
          </Link>
          <MobileMenu groups={sent} />
        </div>
      </div>
    </header>
  );
}
