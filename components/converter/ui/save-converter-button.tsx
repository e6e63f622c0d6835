'use client';

import { useTranslations } from 'next-intl';
import { toggleSavedConverter } from '@/lib/my-sizes/saved-converters';
import { useSavedConverters } from '@/lib/my-sizes/use-saved-converters';
import { StarIcon } from '@/components/ui/star-icon';

/** The star on a converter page: saves it to (or removes it from) the visitor's saved list. */
export function SaveConverterButton({ path }: { path: string }) {
  const t = useTranslations('Converter');
  const saved = useSavedConverters().includes(path);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t('unsave') : t('save')}
      title={saved ? t('unsave') : t('save')}
      onClick={() => toggleSavedConverter(path)}
      data-print="hide"
      className="inline-flex items-center gap-1.5 rounded-full border border-surface-line px-3 py-1.5 text-sm text-ink hover:bg-surface-alt aria-pressed:border-amber-300 aria-pressed:bg-amber-50"
    >
      <span className="text-amber-500">
        <StarIcon filled={saved} />
      </span>
      {saved ? t('saved') : t('notSaved')}
    </button>
  );
}
