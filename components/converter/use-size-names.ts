import { useLocale, useTranslations } from 'next-intl';
import { formatSize } from '@/lib/sizes/format-size';
import type { SizeValue, SystemId } from '@/lib/sizes/browser';
import { systemKey } from '@/lib/converter/message-keys';

/** Foot lengths read best with a fixed decimal (26.0–26.5 cm); shoe sizes keep the engine's labels. */
const footLengthSystems: ReadonlySet<SystemId> = new Set(['cm', 'inch']);

/** Names of systems and sizes as the page's language writes them ("42,5" in German). */
export function useSizeNames() {
  const t = useTranslations('SizeSystems');
  const locale = useLocale();
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return {
    locale,
    short: (id: SystemId) => t(`short.${systemKey[id]}`),
    name: (id: SystemId) => t(`name.${systemKey[id]}`),
    size: (size: Pick<SizeValue, 'value' | 'upTo' | 'scale'> | number, id: SystemId) =>
      footLengthSystems.has(id) && typeof size !== 'number' && size.upTo === undefined
        ? oneDecimal.format(size.value)
        : formatSize(size, id, locale),
    /** A foot length in mm as centimetres or inches, one decimal. */
    cm: (mm: number) => oneDecimal.format(mm / 10),
    inches: (mm: number) => oneDecimal.format(mm / 25.4),
  };
}
