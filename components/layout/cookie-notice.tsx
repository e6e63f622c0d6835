'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { hasConsented, recordConsent } from '@/lib/consent/consent-cookie';

export function CookieNotice() {
  const t = useTranslations('Cookie');
  // Pages are static, so the cookie can only be read after hydration; until then nothing shows.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable in the browser
    setVisible(!hasConsented());
  }, []);

  if (!visible) return null;

  return (
    <section
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
            disabled
            className="cursor-not-allowed rounded-md border border-surface-line px-4 py-2 text-sm text-ink-soft opacity-60"
          >
            {t('decline')}
          </button>
          <button
            type="button"
            onClick={() => {
              recordConsent();
              setVisible(false);
            }}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
