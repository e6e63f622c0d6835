'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { apiFetch } from '@/lib/auth/client/api-client';
import { Link } from '@/lib/i18n/navigation';
import type { ConverterPageKey } from '@/lib/my-sizes/page-key';
import type { SizeHere } from '@/lib/my-sizes/types';

// Only a logged-in visitor's answer on a chart with label kinds shows these lines: loaded when first drawn, not with every page.
const PrintedLabels = dynamic(() => import('@/components/converter/ui/printed-labels').then((module) => module.PrintedLabels));

type Loaded = { userId: string; here: SizeHere | null };

const systemKey = (id: string) => id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as 'us';

/** Fetches the logged-in user's size on this page; renders nothing for visitors or without saved sizes. */
export function YourSizeHereIsland({ page }: { page: ConverterPageKey }) {
  const t = useTranslations('mySizes.here');
  const systems = useTranslations('SizeSystems.short');
  const userId = useAuth().user?._id;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void apiFetch<{ here: SizeHere | null }>(`/api/my-sizes?page=${page}`).then((result) => {
      if (!cancelled && result.ok) setLoaded({ userId, here: result.data.here });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, page]);

  // A previous user's answer never shows after logging out or switching accounts.
  const here = loaded && loaded.userId === userId ? loaded.here : null;
  if (!here) return null;
  const derived = here.sizes.some((size) => size.origin === 'derived');
  return (
    <aside
      aria-labelledby="your-size-here-label"
      data-testid="your-size-here"
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <strong id="your-size-here-label">{t('label', { gender: here.gender })}</strong>
        {here.sizes.map((size) => (
          <span key={size.system} className="whitespace-nowrap" data-origin={size.origin}>
            {systems(systemKey(size.system))}{' '}
            {size.origin === 'derived' ? (
              <span title={t('derivedTitle')}>
                <span aria-hidden="true">≈</span>
                <span className="sr-only">{t('derivedSr')} </span>
              </span>
            ) : null}
            {size.label}
          </span>
        ))}
      </p>
      <PrintedLabels printed={here} className="mt-1 font-semibold" />
      <p className="mt-1 text-sm">
        {here.basis === 'foot' ? t('fromFoot', { mm: here.footLengthMm }) : t('fromFit')}
        {derived ? ` ${t('derivedNote')}` : ''}{' '}
        <Link href="/dashboard/my-sizes" className="font-medium underline underline-offset-2">
          {t('edit')}
        </Link>
      </p>
    </aside>
  );
}
