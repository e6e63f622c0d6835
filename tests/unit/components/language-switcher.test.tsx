// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher, useSwitchLocale } from '@/components/nav/language-switcher';
import { flagImagePath } from '@/lib/i18n/flags';
import { locales, nativeLocaleNames } from '@/lib/i18n/routing';
import { renderWithIntl, sharedMessages } from '../render-with-intl';
import { menusLoaded } from '../deferred-menus';

vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/country/japanese',
}));

// jsdom cannot load pages: the switcher's full page load is observed through a stand-in location.
const assign = vi.fn();
const realLocation = window.location;

function clearLocaleCookie() {
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
}

beforeEach(() => {
  assign.mockReset();
  clearLocaleCookie();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...realLocation, pathname: '/country/japanese', search: '?gender=women&size=7', hash: '', assign },
  });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

describe('LanguageSwitcher', () => {
  const toggle = () => screen.getByRole('button', { name: 'Current language: English' });

  it('offers all thirteen languages by their native names, marking the current one', async () => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(toggle());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    for (const locale of locales) {
      const option = screen.getByRole('menuitemradio', { name: nativeLocaleNames[locale] });
      expect(option).toHaveAttribute('lang', locale);
      expect(option.querySelector('img')).toHaveAttribute('src', flagImagePath(locale));
    }
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
  });

  it('stands in with a look-alike button until the menu has loaded, and a click on it opens the menu', async () => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    expect(toggle()).toHaveAttribute('data-deferred');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    // The menu's module (Radix) is imported on the click; on a busy machine its first import takes seconds.
    expect(await screen.findByRole('menu', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(toggle()).not.toHaveAttribute('data-deferred');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(locales.length);
  }, 20_000);

  it('remembers the choice, then loads the same page and query in the chosen language', async () => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(document.cookie).toContain('NEXT_LOCALE=de');
    expect(assign).toHaveBeenCalledWith('/de/country/japanese?gender=women&size=7');
  });

  it('loads the unprefixed page when English is chosen', async () => {
    renderWithIntl(<LanguageSwitcher variant="inline" />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    expect(assign).toHaveBeenCalledWith('/country/japanese?gender=women&size=7');
  });

  it('does nothing when the current language is chosen again', async () => {
    renderWithIntl(<LanguageSwitcher variant="inline" />, { messages: sharedMessages, strict: true });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('NEXT_LOCALE');
  });

  it.each([['{Enter}'], ['{ArrowDown}'], [' ']])('opens from the keyboard with %s on the first language', async (key) => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    toggle().focus();
    await userEvent.keyboard(key);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('moves with the arrow keys and typed letters, and chooses with Enter', async () => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    await menusLoaded();
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
    expect(assign).toHaveBeenCalledWith('/pl/country/japanese?gender=women&size=7');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderWithIntl(<LanguageSwitcher />, { messages: sharedMessages, strict: true });
    await menusLoaded();
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('useSwitchLocale', () => {
  it.each(['xx', 'EN', 'en-US', 'zh', '', '../admin'])('refuses the unsupported code %j', (code) => {
    const { result } = renderHook(() => useSwitchLocale());
    let accepted = true;
    act(() => {
      accepted = result.current.switchLocale(code);
    });
    expect(accepted).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('NEXT_LOCALE');
  });

  it('accepts a supported code', () => {
    const { result } = renderHook(() => useSwitchLocale());
    let accepted = false;
    act(() => {
      accepted = result.current.switchLocale('ja');
    });
    expect(accepted).toBe(true);
    expect(assign).toHaveBeenCalledWith('/ja/country/japanese?gender=women&size=7');
  });
});
