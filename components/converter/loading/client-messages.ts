/**
 * The messages the interactive converters read in the browser, down to the keys: the charts' brand
 * notes, the conventions' explanations and the kids guide are rendered on the server, so their prose
 * stays out of every page's payload. A unit test renders the converters with exactly these.
 */
export const converterClientMessagePaths = [
  'ConverterUi',
  'ConverterInput',
  'SizeSystems',
  'SizeOrigin',
  'Chart.headings',
  'Chart.brandHeadings',
  'Chart.caption',
  'Chart.yourSize',
  'Chart.print',
  'Chart.scrollHint',
  'Chart.source',
  'Chart.alsoSources',
  'Chart.checked',
  'Chart.confidenceLabel',
  'Chart.confidence',
  'Chart.approximateTitle',
  'Chart.approximateText',
  'Chart.sourcedRow',
  'Chart.sourcedRowsLegend',
  'Conventions.*.title',
  'Conventions.*.options',

  'KidsGuide.tiers',
] as const;

/** The messages the brand-to-brand box reads in the browser: its own, the gender names and the size systems' names. */
export const brandToBrandMessagePaths = ['BrandToBrand', 'ConverterUi.gender', 'SizeSystems'] as const;

/** The messages the men-to-women converter reads in the browser: its own, the chart's few it shows and the size systems' names. */
export const menToWomenMessagePaths = [
  'MenToWomen',
  'ConverterUi.label',
  'ConverterUi.system',
  'ConverterUi.size',
  'ConverterUi.chooseSize',
  'ConverterUi.resultHeading',
  'ConverterUi.resultEmpty',
  'SizeSystems',
  'Chart.print',
  'Chart.caption',
  'Chart.yourSize',
  'SizeOrigin.standardSource',
] as const;

/** A brand page's: its size converter's and its brand-to-brand box's, under one provider. */
export const brandPageMessagePaths = [...converterClientMessagePaths, ...brandToBrandMessagePaths] as const;

/** A brand page whose charts print label kinds (Converse's unisex rows, Birkenstock's widths) adds their few words. */
export const labelKindMessagePaths = ['LabelKinds'] as const;
