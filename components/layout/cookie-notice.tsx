'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { recordConsent } from '@/lib/site/consent/consent-cookie';
import { useConsent } from '@/lib/site/consent/use-consent';

const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold';

/**
 * While the notice shows, the document ends that much lower, so the end of every page (a list's
 * pagination, the footer) can still be scrolled above it, not under it. The room is the root's own
 * padding, not an inherited custom property, so that only the root's style is worked out again, not
 * every element of a long page; the observer hands over the height without a forced layout.
 */
function useReservedSpace(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) root.style.paddingBottom = `${Math.ceil(height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('padding-bottom');
    };
  }, [notice, shown]);
}

export function CookieNotice() {
  const t = useTranslations('Cookie');
  const notice = useRef<HTMLElement>(null);
  // Pages are static, so the cookie can only be read after hydration; until then nothing shows.
  // An answer given anywhere (here or on the privacy page) hides the notice.
  const shown = useConsent() === 'unset';
  useReservedSpace(notice, shown);
  if (!shown) return null;

  return (
    <section
      ref={notice}
      role="region"
      aria-label={t('label')}
      data-print="hide"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-surface-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-page flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          {t('message')}{' '}
          {/* The rest of the link's text is for screen readers and audits of link text: it says where "Learn more" leads. */}
          <Link href="/privacy" className="font-medium text-brand-700 underline">
            {t('learnMore')}
            <span className="sr-only">{t('learnMoreWhere')}</span>
          </Link>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => recordConsent(false)}
            className={`${buttonClass} border border-surface-line text-ink hover:bg-surface-alt`}
          >
            {t('decline')}
          </button>
          <button type="button" onClick={() => recordConsent(true)} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
            {t('accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
