// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import fr from '@/messages/fr.json';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { recordConsent } from '@/lib/site/consent/consent-cookie';
import { renderWithIntl, sharedMessages } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/** jsdom has no ResizeObserver: this one reports each observed element once, as a browser does on observe(). */
class ReportOnceResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const borderBoxSize = [{ blockSize: 95.5, inlineSize: 412 }];
    this.report([{ target, borderBoxSize } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  disconnect() {}
  unobserve() {}
}

describe('CookieNotice', () => {
  beforeEach(() => {
    Cookies.remove('mySiteCookieConsent', { path: '/' });
    vi.stubGlobal('ResizeObserver', ReportOnceResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the notice with the exact English wording and a link to the privacy page', async () => {
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
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
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('stores consent for 150 days and hides itself when accepted', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
    await userEvent.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(Cookies.get('mySiteCookieConsent')).toBe('true');
    expect(set).toHaveBeenCalledWith('mySiteCookieConsent', 'true', expect.objectContaining({ expires: 150 }));
    set.mockRestore();
  });

  it('stores the refusal in the same cookie, false, for 150 days, and hides itself when declined', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(Cookies.get('mySiteCookieConsent')).toBe('false');
    expect(set).toHaveBeenCalledWith('mySiteCookieConsent', 'false', expect.objectContaining({ expires: 150, path: '/' }));
    set.mockRestore();
  });

  it.each(['true', 'false'])('stays hidden when the visitor has already answered (%s)', async (answer) => {
    Cookies.set('mySiteCookieConsent', answer);
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides itself when the choice is made elsewhere on the page (the privacy page)', async () => {
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
    await screen.findByRole('region', { name: 'Cookie notice' });
    act(() => recordConsent(false));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('keeps room for itself at the end of the page while it shows, and gives it back once answered', async () => {
    renderWithIntl(<CookieNotice />, { messages: sharedMessages, strict: true });
    await screen.findByRole('region', { name: 'Cookie notice' });
    // The root's own padding: a custom property set on the root would make every element's style be worked out again.
    expect(document.documentElement.style.paddingBottom).toBe('96px');
    expect(document.documentElement.getAttribute('style')).not.toContain('--');
    await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(document.documentElement.style.paddingBottom).toBe('');
  });

  it('speaks the visitor’s language', async () => {
    renderWithIntl(<CookieNotice />, { locale: 'fr', messages: fr });
    expect(await screen.findByRole('region', { name: fr.Cookie.label })).toHaveTextContent(fr.Cookie.message);
    expect(screen.getByRole('button', { name: fr.Cookie.accept })).toBeInTheDocument();
  });
});
