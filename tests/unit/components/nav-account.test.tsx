// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavAccount } from '@/components/nav/nav-account';
import { renderWithIntl, sharedMessages } from '../render-with-intl';
import { menusLoaded } from '../deferred-menus';

const logout = vi.fn();
const auth = vi.hoisted(() => ({ user: null as null | { username: string; profileImage: string | null } }));

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/notifications/use-unread-count', () => ({ useUnreadCount: () => unread.count }));

vi.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ user: auth.user, loading: false, logout }),
}));

describe('NavAccount', () => {
  beforeEach(() => {
    logout.mockReset();
    unread.count = 0;
    auth.user = { username: 'Walker', profileImage: null };
  });

  const toggle = () => screen.getByRole('button', { name: 'Account menu for Walker' });

  it('offers a log-in link to a visitor who is not logged in', () => {
    auth.user = null;
    renderWithIntl(<NavAccount />, { messages: sharedMessages, strict: true });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the avatar and name, and a menu with Dashboard and Log out', async () => {
    renderWithIntl(<NavAccount />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    expect(toggle()).toHaveTextContent('WWalker');
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(toggle());
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: ArrowDown opens on Dashboard, arrows move, Escape returns to the button', async () => {
    renderWithIntl(<NavAccount />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    toggle().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The menu does not wrap past its last item.
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('d');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out with Enter on the item', async () => {
    renderWithIntl(<NavAccount />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(logout).toHaveBeenCalledOnce();
  });

  it('shows the number of unread notifications on the button and beside Notifications', async () => {
    unread.count = 3;
    renderWithIntl(<NavAccount />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    expect(toggle()).toHaveAccessibleDescription('3 unread notifications');
    await userEvent.click(toggle());
    const item = screen.getByRole('menuitem', { name: /^Notifications/ });
    expect(item).toHaveAttribute('href', '/dashboard/notifications');
    expect(item).toHaveTextContent('3');
  });

  it('lists Dashboard and Log out in the mobile panel without a menu', async () => {
    renderWithIntl(<NavAccount variant="inline" />, { messages: sharedMessages, strict: true });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
  });
});
