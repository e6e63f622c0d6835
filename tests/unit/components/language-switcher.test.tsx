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

  it('offers all thirteen languages by their native names, marking the current one', async () => {
    renderWithIntl(<LanguageSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: 'Current language: English' }));
    for (const locale of locales) {
      const option = screen.getByRole('button', { name: nativeLocaleNames[locale] });
      expect(option).toHaveAttribute('lang', locale);
    }
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('reloads the same page and query in the chosen language', async () => {
    renderWithIntl(<LanguageSwitcher />);
    const toggle = screen.getByRole('button', { name: 'Current language: English' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(replace).toHaveBeenCalledWith(
      { pathname: '/country/japanese', query: { gender: 'women', size: '7' } },
      { locale: 'de', scroll: false },
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing when the current language is chosen again', async () => {
    renderWithIntl(<LanguageSwitcher variant="inline" />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(replace).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    renderWithIntl(<LanguageSwitcher />);
    const toggle = screen.getByRole('button', { name: 'Current language: English' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
