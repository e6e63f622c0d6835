import { useTranslations } from 'next-intl';
import type { BuyStyle, ChartRow, ChartTable, Gender } from '@/lib/sizes/browser';
import { isBuyStyle, useWidthList } from './printed-labels';

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

/** On a size-to-buy chart, the lines of shoes each row names a size to buy for (Converse: Chuck Taylor All Star, all others); else null. */
export function tableBuyStyles(table: ChartTable): BuyStyle[] | null {
  const styles = table.rows.find((row) => row.printed?.sizeToBuy)?.printed?.sizeToBuy?.map((buy) => buy.style);
  return styles ? styles.filter(isBuyStyle) : null;
}

/** The column heads of a size-to-buy chart's sizes to buy, beside the size a child usually wears. */
export function BuyHeaders({ styles }: { styles: readonly BuyStyle[] }) {
  const t = useTranslations('LabelKinds');
  return styles.map((style) => (
    <th key={style} scope="col" className="buy-column">
      {t('buyColumn', { style: t(`buyStyles.${style}`) })}
    </th>
  ));
}

/** A row's sizes to buy, in the order of the heads; a dash where the brand does not make the line in that size. */
export function BuyCells({ row, styles }: { row: ChartRow; styles: readonly BuyStyle[] }) {
  return styles.map((style) => (
    <td key={style} className="font-semibold">
      {row.printed?.sizeToBuy?.find((buy) => buy.style === style)?.size?.label ?? '–'}
    </td>
  ));
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

function BuyNote({ brandName }: { brandName: string }) {
  const t = useTranslations('LabelKinds');
  return (
    <p className="mt-1 text-sm text-ink-soft" data-testid="chart-buy-note">
      {t('buyNote', { brand: brandName })}
    </p>
  );
}

/** What a chart prints beyond its columns, under it: the widths every size is made in (Birkenstock), or why it names a size to buy (Converse). */
export function ChartLabelKinds({ table, brandName }: { table: ChartTable; brandName: string }) {
  const widths = table.rows.find((row) => row.printed?.fit)?.printed?.fit?.widths;
  if (widths) return <WidthsNote widths={widths} brandName={brandName} />;
  return tableBuyStyles(table) ? <BuyNote brandName={brandName} /> : null;
}
