import { useLocale, useTranslations } from 'next-intl';
// From the module itself, not the engine's browser entry: the logged-in answer island on every converter page
// imports these lines, and through the entry it would load the whole engine at first load.
import { buyStyles, widths as knownWidths, type BuyStyle, type Width } from '@/lib/sizes/model/label-kinds';

/** A row's label kinds as an answer carries them, from the engine or from the API's JSON. */
export interface PrintedLabelsShown {
  usPair?: { label: string };
  fit?: { width: string | null; widths: readonly string[] };
  sizeToBuy?: ReadonlyArray<{ style: string; size: { label: string } | null }>;
}

const isWidth = (value: string | null): value is Width => (knownWidths as readonly (string | null)[]).includes(value);
/** The few LabelKinds messages a size to buy is worded with, for pages that show one outside a converter ("my sizes"). */
export const sizeToBuyMessagePaths = ['LabelKinds.buyStyles', 'LabelKinds.sizeToBuy', 'LabelKinds.notMade'] as const;

export const isBuyStyle = (value: string): value is BuyStyle => (buyStyles as readonly string[]).includes(value);

/** The widths a brand makes, named in the page's language and joined as the language lists things. */
export function useWidthList(): (widths: readonly string[]) => string {
  const t = useTranslations('LabelKinds');
  const locale = useLocale();
  return (widths) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(widths.filter(isWidth).map((w) => t(`widthNames.${w}`)));
}

function PrintedLabelLines({ printed, className }: { printed: PrintedLabelsShown; className: string }) {
  const t = useTranslations('LabelKinds');
  const widthList = useWidthList();
  const { usPair, fit, sizeToBuy } = printed;
  const asked = fit?.width ?? null;
  return (
    <>
      {usPair ? (
        <p className={className} data-testid="printed-pair">
          {t('printedLabel', { label: usPair.label })}
        </p>
      ) : null}
      {fit ? (
        <p className={className} data-testid="printed-widths">
          {t('widthsMade', { widths: widthList(fit.widths) })}
          {isWidth(asked) ? ` ${t('widthAsked', { width: t(`widthNames.${asked}`) })}` : null}
        </p>
      ) : null}
      {sizeToBuy?.map(({ style, size }) =>
        isBuyStyle(style) ? (
          <p key={style} className={className} data-testid="printed-buy" data-style={style}>
            {size ? t('sizeToBuy', { style: t(`buyStyles.${style}`), size: size.label }) : t('notMade', { style: t(`buyStyles.${style}`) })}
          </p>
        ) : null,
      )}
    </>
  );
}

/**
 * What a unisex, width or size-to-buy chart prints beyond the plain sizes, beside an answer: the
 * row's combined US label ("M9 / W11"), the widths the size is made in, the size to buy per line of
 * shoes. Nothing on other charts, whose pages do not carry these messages.
 */
export function PrintedLabels({ printed, className }: { printed: PrintedLabelsShown | undefined; className: string }) {
  return printed && (printed.usPair || printed.fit || printed.sizeToBuy) ? (
    <PrintedLabelLines printed={printed} className={className} />
  ) : null;
}
