import { useTranslations } from 'next-intl';
import type { ChartTable, Gender } from '@/lib/sizes/browser';
import { useWidthList } from './printed-labels';

/** On a unisex chart, the gender whose US label each row prints beside the chart's own; else null. */
export function otherPairGender(table: ChartTable): 'men' | 'women' | null {
  if (!table.rows.some((row) => row.printed?.usPair)) return null;
  return table.gender === 'women' ? 'men' : 'women';
}

/** The column head of a unisex chart's other US label ("US women's" on the men's chart). */
export function PairHeader({ gender }: { gender: Exclude<Gender, 'kids'> }) {
  const t = useTranslations('LabelKinds');
  return <th scope="col">{t(`pairColumn.${gender}`)}</th>;
}

function WidthsNote({ widths, brandName }: { widths: readonly string[]; brandName: string }) {
  const t = useTranslations('LabelKinds');
  const widthList = useWidthList();
  return (
    <p className="mt-1 text-sm text-ink-soft" data-testid="chart-widths">
      {t('widthsNote', { brand: brandName, widths: widthList(widths) })}
    </p>
  );
}

/** What a chart prints beyond its columns, under it: the widths every size is made in (Birkenstock). */
export function ChartLabelKinds({ table, brandName }: { table: ChartTable; brandName: string }) {
  const widths = table.rows.find((row) => row.printed?.fit)?.printed?.fit?.widths;
  return widths ? <WidthsNote widths={widths} brandName={brandName} /> : null;
}
