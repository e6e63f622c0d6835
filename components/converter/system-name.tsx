import type { SystemId } from '@/lib/sizes/browser';
import { useSizeNames } from './use-size-names';

/** A system's short name on screen ("JP") with its full name for screen readers ("Japan (cm)"). */
export function SystemName({ id }: { id: SystemId }) {
  const names = useSizeNames();
  return (
    <>
      <span aria-hidden="true">{names.short(id)}</span>
      <span className="sr-only">{names.name(id)}</span>
    </>
  );
}
