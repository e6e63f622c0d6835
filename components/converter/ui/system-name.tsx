import type { SizeMeaning, SystemId } from '@/lib/sizes/browser';
import { useTranslations } from 'next-intl';
import { useSizeNames } from '../state/use-size-names';

/**
 * A system's short name on screen ("JP") with its full name for screen readers ("Japan (cm)"), and
 * for JP, KR and CN what the number is, in words, since a foot length and a shoe label look alike.
 */
export function SystemName({ id, meaning }: { id: SystemId; meaning?: SizeMeaning | undefined }) {
  const names = useSizeNames();
  const t = useTranslations('SizeSystems.meaning');
  return (
    <>
      <span aria-hidden="true">{names.short(id)}</span>
      <span className="sr-only">{names.name(id)}</span>
      {meaning ? (
        <span className="block font-normal normal-case" data-meaning={meaning}>
          {t(meaning)}
        </span>
      ) : null}
    </>
  );
}
