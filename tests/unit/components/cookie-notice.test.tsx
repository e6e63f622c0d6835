// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import fr from '@/messages/fr.json';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe('CookieNotice', () => {
  beforeEach(() => {
    Cookies.remove('mySiteCookieConsent', { path: '/' });
  });

  it('shows the notice with the exact English wording and a link to the privacy page', async () => {
    renderWithIntl(<CookieNotice />);
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('This website uses cookies to enhance the user experience.');
    // The visible wording is the specification's; the rest of the link's text, for screen readers
    // only, says where the link goes.
    const link = screen.getByRole('link', { name: 'Learn more: cookies in our privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    const hidden = link.querySelector('.sr-only');
    expect(hidden).toHaveTextContent(/^: cookies in our privacy policy$/);
    expect(link.textContent?.slice(0, link.textContent.length - (hidden?.textContent?.length ?? 0))).toBe('Learn more');
    expect(screen.getByRole('button', { name: 'I understand' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('stores consent for 150 days and hides itself when accepted', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithIntl(<CookieNotice />);
    await userEvent.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(Cookies.get('mySiteCookieConsent')).toBe('true');
    expect(set).toHaveBeenCalledWith('mySiteCookieConsent', 'true', expect.objectContaining({ expires: 150 }));
    set.mockRestore();
  });

  it('stays hidden when the consent cookie already exists', async () => {
    Cookies.set('mySiteCookieConsent', 'true');
    renderWithIntl(<CookieNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    renderWithIntl(<CookieNotice />, { locale: 'fr', messages: fr });
    expect(await screen.findByRole('region', { name: fr.Cookie.label })).toHaveTextContent(fr.Cookie.message);
    expect(screen.getByRole('button', { name: fr.Cookie.accept })).toBeInTheDocument();
  });
});
