'use client';

import { useTranslations } from 'next-intl';
import type { Gender } from '@/lib/sizes/browser';
import { Link } from '@/lib/i18n/navigation';
import { regularToolPath } from '@/lib/page-catalogue';

/** From the home page's converter to the gender's own page, the same answer highlighted in its chart. */
export function FullChartLink({ gender, query }: { gender: Gender; query: Record<string, string | null> }) {
  const t = useTranslations('ConverterInput');
  const kept = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null));
  return (
    <p className="mt-3 text-sm" data-print="hide">
      <Link
        href={{ pathname: regularToolPath(gender), query: kept }}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {t(`fullChart.${gender}`)}
      </Link>
    </p>
  );
}
