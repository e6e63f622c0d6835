import { useLocale, useTranslations } from 'next-intl';
import { formatSize, numberFormat } from '@/lib/sizes/model/format-size';
import type { SizeValue, SystemId } from '@/lib/sizes/browser';
import { systemKey } from '@/lib/converter/message-keys';
import { formatFootLength } from './foot-length';

/** Centimetres read best with a fixed decimal (26.0–26.5 cm); shoe sizes keep the engine's labels. */
const fixedDecimal: ReadonlySet<SystemId> = new Set(['cm']);

/** Names of systems and sizes as the page's language writes them ("42,5" in German). */
export function useSizeNames() {
  const t = useTranslations('SizeSystems');
  const locale = useLocale();
  const oneDecimal = numberFormat(locale, 1, 1);
  return {
    locale,
    short: (id: SystemId) => t(`short.${systemKey[id]}`),
    name: (id: SystemId) => t(`name.${systemKey[id]}`),
    size: (size: Pick<SizeValue, 'value' | 'upTo' | 'scale'> | number, id: SystemId) =>
      fixedDecimal.has(id) && typeof size !== 'number' && size.upTo === undefined
        ? oneDecimal.format(size.value)
        : formatSize(size, id, locale),
    /** A foot length in mm as centimetres, one decimal. */
    cm: (mm: number) => oneDecimal.format(mm / 10),
    /** A foot length in mm as inches, to the two decimals that type back to the same millimetre. */
    inches: (mm: number) => formatFootLength(mm, 'in', locale),
  };
}
