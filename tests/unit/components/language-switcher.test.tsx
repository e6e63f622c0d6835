// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher, useSwitchLocale } from '@/components/nav/language-switcher';
import { locales, nativeLocaleNames } from '@/lib/i18n/routing';
import { renderWithIntl } from '../render-with-intl';

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ replace }),
  usePathname: () => '/country/japanese',
}));

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    replace.mockReset();
    window.history.replaceState(null, '', '/country/japanese?gender=women&size=7');
  });

  const toggle = () => screen.getByRole('button', { name: 'Current language: English' });

  it('offers all thirteen languages by their native names, marking the current one', async () => {
    renderWithIntl(<LanguageSwitcher />);
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(toggle());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    for (const locale of locales) {
      const option = screen.getByRole('menuitemradio', { name: nativeLocaleNames[locale] });
      expect(option).toHaveAttribute('lang', locale);
      expect(option.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
  });

  it('reloads the same page and query in the chosen language', async () => {
    renderWithIntl(<LanguageSwitcher />);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(replace).toHaveBeenCalledWith(
      { pathname: '/country/japanese', query: { gender: 'women', size: '7' } },
      { locale: 'de', scroll: false },
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing when the current language is chosen again', async () => {
    renderWithIntl(<LanguageSwitcher variant="inline" />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([['{Enter}'], ['{ArrowDown}'], [' ']])('opens from the keyboard with %s on the first language', async (key) => {
    renderWithIntl(<LanguageSwitcher />);
    toggle().focus();
    await userEvent.keyboard(key);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('moves with the arrow keys and typed letters, and chooses with Enter', async () => {
    renderWithIntl(<LanguageSwitcher />);
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('p');
    expect(screen.getByRole('menuitemradio', { name: 'Polski' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(replace).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ locale: 'pl' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderWithIntl(<LanguageSwitcher />);
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('useSwitchLocale', () => {
  beforeEach(() => replace.mockReset());

  it.each(['xx', 'EN', 'en-US', 'zh', '', '../admin'])('refuses the unsupported code %j', (code) => {
    const { result } = renderHook(() => useSwitchLocale());
    let accepted = true;
    act(() => {
      accepted = result.current.switchLocale(code);
    });
    expect(accepted).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('accepts a supported code', () => {
    const { result } = renderHook(() => useSwitchLocale());
    let accepted = false;
    act(() => {
      accepted = result.current.switchLocale('ja');
    });
    expect(accepted).toBe(true);
    expect(replace).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ locale: 'ja' }));
  });
});
