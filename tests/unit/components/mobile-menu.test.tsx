// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/nav/mobile-menu';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace: vi.fn() }),
  usePathname: () => '/women',
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

vi.mock('@/components/auth/auth-provider', () => ({
  useAuth: () => ({ user: null, loading: false, logout: vi.fn() }),
}));

const korean = en.Tools.country.korean.title;
const men = en.Tools.regular.men.title;

describe('MobileMenu', () => {
  it('starts closed, with aria-expanded false and the panel hidden', () => {
    renderWithIntl(<MobileMenu />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('renders the panel’s links only once opened, so a page’s HTML does not carry them', async () => {
    renderWithIntl(<MobileMenu />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toBeEmptyDOMElement();
    await userEvent.click(button);
    expect(panel).not.toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(panel).toBeEmptyDOMElement();
  });

  it('opens with the mouse and shows the three groups and the language picker', async () => {
    renderWithIntl(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();
    for (const heading of ['Regular Shoe Converter', 'Country Shoe Converter', 'Brand Shoe Converter']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it('folds the groups, one open at a time, starting with the current page’s group', async () => {
    renderWithIntl(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const regular = screen.getByRole('button', { name: 'Regular Shoe Converter' });
    const country = screen.getByRole('button', { name: 'Country Shoe Converter' });
    // The page is /women: its group is open, the others folded.
    expect(regular).toHaveAttribute('aria-expanded', 'true');
    expect(country).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('link', { name: en.Tools.regular.women.title })).toHaveAttribute('href', '/women');
    expect(screen.queryByRole('link', { name: korean })).not.toBeInTheDocument();

    await userEvent.click(country);
    expect(country).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(country.getAttribute('aria-controls')!)).toBeVisible();
    expect(screen.getByRole('link', { name: korean })).toHaveAttribute('href', '/country/korean');
    expect(regular).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: men })).not.toBeInTheDocument();

    await userEvent.click(country);
    expect(country).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: korean })).not.toBeInTheDocument();
  });

  it.each([['{Enter}'], [' ']])('toggles from the keyboard with %s', async (key) => {
    renderWithIntl(<MobileMenu />);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await userEvent.keyboard(key);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(key);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    renderWithIntl(<MobileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every converter, titled in the page’s language from its own file, with only the header’s messages on the page', async () => {
    // The messages the layout gives the header (no Tools namespace): the items' titles come from messages/menu/ja.json.
    const pageMessages: Partial<typeof ja> = { ...ja };
    delete pageMessages.Tools;
    renderWithIntl(<MobileMenu />, { locale: 'ja', messages: pageMessages, strict: true });
    await userEvent.click(screen.getByRole('button', { name: ja.Nav.openMenu }));
    await userEvent.click(screen.getByRole('button', { name: ja.Nav.brand }));
    const nike = await screen.findByRole('link', { name: ja.Tools.brand.title.replace('{brand}', 'Nike') });
    expect(nike).toHaveAttribute('href', '/brand/nike');
    expect(screen.getAllByRole('link', { name: /./ }).filter((link) => link.getAttribute('href')?.startsWith('/brand/'))).toHaveLength(13);
  });
});
