// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { MobileMenu } from '@/components/nav/mobile-menu';
import { buildToolGroups, sentToolGroups, type Translate } from '@/lib/site/navigation/tool-group-model';
import { brandNames, brandSlugs, countrySlugs } from '@/lib/page-catalogue';
import { renderWithIntl, sharedMessages } from '../render-with-intl';

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

/** The English groups, as the site header hands them to the menu. */
const groups = sentToolGroups(
  buildToolGroups(
    createTranslator({ locale: 'en', messages: en, namespace: 'Nav' }) as unknown as Translate,
    createTranslator({ locale: 'en', messages: en, namespace: 'Tools' }) as unknown as Translate,
  ),
);
const korean = 'Korean Shoe Size Converter';
const men = "Men's Shoe Size Converter";

describe('MobileMenu', () => {
  it('starts closed, with aria-expanded false and the panel hidden', () => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('renders the panel’s links only once opened, so a page’s HTML does not carry them', async () => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    const button = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toBeEmptyDOMElement();
    await userEvent.click(button);
    await screen.findByRole('navigation', { name: 'Site menu' });
    expect(panel).not.toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(panel).toBeEmptyDOMElement();
  });

  it('opens with the mouse and shows the three groups and the language picker', async () => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeVisible();
    for (const heading of ['Regular Shoe Converter', 'Country Shoe Converter', 'Brand Shoe Converter']) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it('folds the groups, one open at a time, starting with the current page’s group', async () => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const regular = await screen.findByRole('button', { name: 'Regular Shoe Converter' });
    const country = screen.getByRole('button', { name: 'Country Shoe Converter' });
    // The page is /women: its group is open, the others folded.
    expect(regular).toHaveAttribute('aria-expanded', 'true');
    expect(country).toHaveAttribute('aria-expanded', 'false');
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

  it('lists every brand of the catalogue by name, sorted, though the header sends the brand group without its links', async () => {
    expect(groups.find((group) => group.id === 'brand')).not.toHaveProperty('items');
    expect(groups.find((group) => group.id === 'country')?.items).toHaveLength(countrySlugs.length);
    renderWithIntl(<MobileMenu groups={groups} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const brand = await screen.findByRole('button', { name: 'Brand Shoe Converter' });
    await userEvent.click(brand);
    const links = [...document.getElementById(brand.getAttribute('aria-controls')!)!.querySelectorAll('a')];
    const names = brandSlugs.map((slug) => brandNames[slug]).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(links.map((link) => link.textContent)).toEqual(names);
    expect(links.find((link) => link.textContent === 'New Balance')).toHaveAttribute('href', '/brand/new-balance');
  });

  it.each([['{Enter}'], [' ']])('toggles from the keyboard with %s', async (key) => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await userEvent.keyboard(key);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(key);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    renderWithIntl(<MobileMenu groups={groups} />, { messages: sharedMessages, strict: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
