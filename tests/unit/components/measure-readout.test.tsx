// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Messages } from 'next-intl';
import { MeasureReadout } from '@/components/measure/photo/measure-readout';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import type { Locale } from '@/lib/i18n/routing';
import { lowConfidenceCauses } from '@/lib/measure/photo/types';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

vi.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: null, loading: false }) }));

/** The messages the photo page hands its client components, in one locale. */
async function pageMessages(locale: Locale) {
  const all = ((await import(`@/messages/${locale}.json`)) as { default: Messages }).default;
  return { all, picked: pickMessagePaths(all, ['MeasurePhoto', 'mySizes.save', 'mySizes.errors']) };
}

describe('MeasureReadout', () => {
  // Every locale holds every key (tests/unit/messages.test.ts); three scripts here show the page reads them.
  it.each<Locale>(['en', 'ja', 'gu'])('in %s, a low answer names its cause’s own fix, and only that one', async (locale) => {
    const { all, picked } = await pageMessages(locale);
    const advice = all.MeasurePhoto.lowBecause;
    for (const cause of lowConfidenceCauses) {
      const { unmount } = renderWithIntl(
        <MeasureReadout
          lengthMm={251}
          widthMm={98}
          accuracy={{ uncertaintyMm: 2.4, confidence: 'low', lowBecause: cause }}
          paperUnchecked={false}
        />,
        { locale, messages: picked, strict: true },
      );
      const shown = screen.getByTestId('low-confidence');
      expect(shown).toHaveTextContent(advice[cause]);
      expect(shown).toHaveAttribute('data-cause', cause);
      // The line above says how sure, the advice says why and what to do: no cause's advice in the line itself.
      const line = screen.getByTestId('foot-length-accuracy').textContent ?? '';
      expect(line.endsWith(all.MeasurePhoto.confidence.low)).toBe(true);
      for (const other of lowConfidenceCauses) if (other !== cause) expect(screen.queryByText(advice[other])).toBeNull();
      unmount();
    }
  });

  it('gives no advice for a medium or high answer, nor for marks placed by hand', async () => {
    const { all, picked } = await pageMessages('en');
    for (const accuracy of [{ uncertaintyMm: 1.2, confidence: 'high' }, { uncertaintyMm: 3, confidence: 'medium' }, 'byHand'] as const) {
      const { unmount } = renderWithIntl(<MeasureReadout lengthMm={251} widthMm={null} accuracy={accuracy} paperUnchecked={false} />, {
        messages: picked,
        strict: true,
      });
      expect(screen.queryByTestId('low-confidence')).toBeNull();
      for (const text of Object.values(all.MeasurePhoto.lowBecause)) expect(screen.queryByText(text)).toBeNull();
      unmount();
    }
  });
});
