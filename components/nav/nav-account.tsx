'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { UserAvatar } from '@/components/auth/user-avatar';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/components/ui/dropdown-menu';

/**
 * The header's account area: a log-in link, or the user's name and picture with Dashboard and
 * Log out. Rendered on the client so that pages stay static for every visitor.
 */
export function NavAccount({ variant = 'menu' }: { variant?: 'menu' | 'inline' }) {
  const t = useTranslations('Nav');
  const { user, loading, logout } = useAuth();

  if (!user) {
    return (
      <Link
        href="/login"
        aria-busy={loading}
        className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface-alt"
      >
        {t('login')}
      </Link>
    );
  }

  if (variant === 'inline') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="text-sm font-medium">{user.username}</span>
        <Link href="/dashboard" className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50">
          {t('dashboard')}
        </Link>
        <button type="button" onClick={logout} className="block rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50">
          {t('logout')}
        </button>
      </div>
    );
  }

  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label={t('account', { name: user.username })}
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-surface-alt data-[state=open]:bg-surface-alt"
      >
        <UserAvatar name={user.username} image={user.profileImage} size={28} />
        <span className="max-w-32 truncate">{user.username}</span>
      </MenuTrigger>
      <MenuContent className="w-44">
        <MenuItem asChild>
          <Link href="/dashboard">{t('dashboard')}</Link>
        </MenuItem>
        <MenuItem onSelect={logout}>{t('logout')}</MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
