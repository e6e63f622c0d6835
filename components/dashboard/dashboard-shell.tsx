'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Menu, X } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { useUnreadCount } from '@/components/notifications/use-unread-count';
import { DashboardSidebar } from './dashboard-sidebar';
import { useRequireUser } from './use-require-user';

/**
 * The dashboard's app shell: a sidebar (a drawer on narrow screens) with the sections the user may
 * open, their avatar and log-out, beside the page. Without a login it sends the visitor to /login.
 */
export function DashboardShell({ siteName, children }: { siteName: ReactNode; children: ReactNode }) {
  const t = useTranslations('DashboardNav');
  const { user, busy, logout } = useRequireUser();
  const unread = useUnreadCount(user?._id);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  if (!user) {
    return (
      <p role="status" aria-busy="true" className="p-8 text-ink-muted">
        {busy ? t('serverBusy') : t('loading')}
      </p>
    );
  }

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <div className="flex min-h-screen flex-1 flex-col md:flex-row">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex h-14 items-center justify-between border-b border-surface-line bg-white px-4 md:hidden">
        <Link href="/dashboard">{siteName}</Link>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="dashboard-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-surface-alt"
        >
          {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          <span className="sr-only">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
        </button>
      </div>
      <aside
        id="dashboard-sidebar"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) closeMenu();
        }}
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-surface-line bg-white p-4 md:sticky md:top-0 md:block md:h-screen md:w-64 md:overflow-y-auto md:shrink-0 md:border-b-0 md:border-r`}
      >
        <div className="mb-6 hidden px-3 md:block">
          <Link href="/dashboard">{siteName}</Link>
        </div>
        <DashboardSidebar user={user} unread={unread} onNavigate={() => setMenuOpen(false)} onLogout={logout} />
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        {busy && (
          <p role="status" className="mb-4 rounded-md bg-surface-alt px-3 py-2 text-sm text-ink-muted">
            {t('serverBusy')}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
