/**
 * The part of the size engine a converter page runs in the browser. Nothing here imports the brand
 * catalogue (`brands/`) or the country presets: a page hands in the charts it shows, so only those
 * charts are shipped. A unit test walks this module's imports to keep it that way.
 */

export { convertOnChart } from './convert-core';
export type { ConvertOnChartInput, ConvertResult, ConvertOutcome, ConventionAlternative } from './convert-core';
export { matchChartRow } from './match-chart-row';
export { sizeOptions } from './size-options';
export type { SizeOptionsQuery } from './size-options';
export { conventionRanges } from './convention-ranges';
export type { ConventionRange } from './convention-ranges';
export { formatSize } from './format-size';
export { parseSize } from './parse-size';
export { widths } from './label-kinds';
export type { PrintedLabels, UsPair, Width } from './label-kinds';
export { buildBrandChart, sizeIndex } from './brand-chart';
export type { BrandChart, BrandChartRow, BrandChartSpec } from './brand-chart';
export type { ChartTable } from './chart-rows';
export { tableRows } from './table-rows';
export type { ChartRow, TableRowsQuery } from './table-rows';
export { kidsTierFor } from './kids-guide';
export type { KidsTierId } from './kids-guide';
export type { ConventionChoice, SelectableConventionId } from './conventions';
export type { EngineError, RangeInfo, SizeCandidate } from './errors';
export type { Confidence, ConvertedSize, Gender, MmRange, SizeValue, Sizes, SystemId } from './types';
export { INCH_MM } from './model';
export { sizeMeanings, labelSystems, meaningOf } from './size-meaning';
export type { SizeMeaning, LabelSystem } from './size-meaning';
export { headlineSystem } from './headline-system';
export type { HeadlineQuery } from './headline-system';
