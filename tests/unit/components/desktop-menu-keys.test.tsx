// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import { DesktopMenuRadix } from '@/components/nav/desktop-menu-radix';
import { brandNavItems, buildToolGroups, sentToolGroups, type Translate } from '@/lib/site/navigation/tool-group-model';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const groups = sentToolGroups(
  buildToolGroups(
    createTranslator({ locale: 'en', messages: en, namespace: 'Nav' }) as unknown as Translate,
    createTranslator({ locale: 'en', messages: en, namespace: 'Tools' }) as unknown as Translate,
  ),
);
const names = brandNavItems().map((item) => item.label);

describe('the header’s brand menu (Radix) by keyboard', () => {
  // jsdom has no ResizeObserver, which Radix's viewport sizes itself with; its size plays no part here.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () => vi.unstubAllGlobals();
  });

  it('moves focus once per key, so a key pressed before the browser ran its timers is not undone by the one before', async () => {
    renderWithIntl(<DesktopMenuRadix groups={groups} label={en.Nav.mainNavigation} defaultValue="brand" />);
    const link = (name: string) => within(screen.getByRole('navigation')).getByRole('link', { name });
    link(names[1]!).focus();
    // Under load a browser runs input before timers: the second ArrowUp arrives before anything the first one left pending.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(link(names[0]!));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(link(names.at(-1)!));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(link(names.at(-1)!));
  }, 20_000);
});
