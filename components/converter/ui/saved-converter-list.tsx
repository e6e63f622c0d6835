'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { toggleSavedConverter } from '@/lib/my-sizes/saved-converters';
import { useSavedConverters } from '@/lib/my-sizes/use-saved-converters';
import { StarIcon } from '@/components/ui/star-icon';

/** The saved-converters page body. `labels` maps every converter path to its translated name. */
export function SavedConverterList({ labels }: { labels: Record<string, string> }) {
  const t = useTranslations('Saved');
  // Paths of converters that no longer exist are skipped rather than shown as broken links.
  const saved = useSavedConverters().filter((path) => path in labels);

  if (saved.length === 0) return <p className="rounded-lg bg-surface-alt p-6 text-ink-muted">{t('empty')}</p>;

  return (
    <ul className="divide-y divide-surface-line rounded-lg border border-surface-line">
      {saved.map((path) => (
        <li key={path} className="flex items-center justify-between gap-4 px-4 py-3">
          <Link href={path} className="font-medium text-brand-700 hover:underline">
            {labels[path]}
          </Link>
          <button
            type="button"
            onClick={() => toggleSavedConverter(path)}
            aria-label={t('remove', { name: labels[path]! })}
            className="rounded-md p-2 text-amber-500 hover:bg-surface-alt"
          >
            <StarIcon filled />
          </button>
        </li>
      ))}
    </ul>
  );
}
