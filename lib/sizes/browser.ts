/**
 * The part of the size engine a converter page runs in the browser. Nothing here imports the brand
 * catalogue (`brands/`) or the country presets: a page hands in the charts it shows, so only those
 * charts are shipped. A unit test walks this module's imports to keep it that way.
 */

export { convertOnChart } from './convert-core';
export type { ConvertOnChartInput, ConvertResult, ConvertOutcome, ConventionAlternative } from './convert-core';
export { matchChartRow } from './charts/match-chart-row';
export { sizeOptions } from './size-options';
export type { SizeOptionsQuery } from './size-options';
export { conventionRanges } from './conventions/convention-ranges';
export type { ConventionRange } from './conventions/convention-ranges';
export { formatSize } from './model/format-size';
export { parseSize } from './model/parse-size';
export { buyStyles, widths } from './model/label-kinds';
export type { BuyStyle, PrintedLabels, SizeToBuy, UsPair, Width } from './model/label-kinds';
export { buildBrandChart, sizeIndex } from './charts/brand-chart';
export type { BrandChart, BrandChartRow, BrandChartSpec } from './charts/brand-chart';
export { chartTable } from './charts/chart-table';
export type { ChartTable } from './charts/chart-table';
export { tableRows } from './charts/table-rows';
export type { ChartRow, TableRowsQuery } from './charts/table-rows';
export { kidsTierFor } from './conventions/kids-guide';
export type { KidsTierId } from './conventions/kids-guide';
export { defaultConventions } from './conventions/conventions';
export type { ConventionChoice, SelectableConventionId } from './conventions/conventions';
export type { EngineError, RangeInfo, SizeCandidate } from './model/errors';
export type { Confidence, ConvertedSize, Gender, MmRange, SizeValue, Sizes, SystemId } from './model/types';
export { INCH_MM } from './model/model';
export { sizeMeanings, labelSystems, meaningOf } from './model/size-meaning';
export type { SizeMeaning, LabelSystem } from './model/size-meaning';
export { headlineSystem } from './conventions/headline-system';
export type { HeadlineQuery } from './conventions/headline-system';
