/**
 * The size engine: shoe sizes across systems, genders and brands, with foot length in mm as the
 * pivot. Pure TypeScript — no React, no I/O — so pages, API routes and the browser share it.
 *
 * Entry points: `convert`, `brandToBrand`, `chartRows` (+ `matchChartRow`), `formatSize`,
 * `parseSize`, `sizeOptions`, `conventionRanges`. The browser imports `./browser` instead, which
 * converts on charts a page hands it (`convertOnChart`) without loading the brand catalogue. Data: `systemInfo` / `systemAvailability`, `conventions`, `brandCharts`,
 * `countryPresets`, `kidsTiers`, `kidsAgeGuide`, `sources`.
 */

export { convert } from './convert';
export { convertOnChart } from './convert-core';
export type {
  ConvertBySize,
  ConvertByFoot,
  ConvertInput,
  ConvertResult,
  ConvertOutcome,
  ConventionAlternative,
  ConvertOnChartInput,
} from './convert-core';
export { sizeOptions } from './size-options';
export type { SizeOptionsQuery } from './size-options';
export { conventionRanges } from './conventions/convention-ranges';
export type { ConventionRange } from './conventions/convention-ranges';

export { brandToBrand, brandToBrandFrom } from './charts/brand-to-brand';
export type { BrandToBrandInput, BrandToBrandResult, BrandToBrandOutcome, TargetSize } from './charts/brand-to-brand';

export { chartRows, matchChartRow } from './charts/chart-rows';
export type { ChartQuery, ChartRow, ChartTable, ChartOutcome } from './charts/chart-rows';

export { formatSize } from './model/format-size';
export { parseSize } from './model/parse-size';
export { namesSizeToBuy } from './model/label-kinds';
export type { BuyStyle, PrintedLabels, SizeToBuy, UsPair, Width } from './model/label-kinds';
export type { ParsedSize, SizeInput, ParseSizeOutcome } from './model/parse-size';

export { genders, systemIds } from './model/types';
export type { Gender, SystemId, SizeValue, SizeScale, SizeOrigin, ConvertedSize, Sizes, MmRange, Confidence } from './model/types';
export { systemInfo, systemAvailability, systemsFor, isSystemId, isGender } from './model/system-info';
export type { SystemInfo } from './model/system-info';
export { footDomains } from './model/domains';

export { conventions, defaultConventions, selectableConventionIds } from './conventions/conventions';
export type {
  Convention,
  ConventionOption,
  ConventionChoice,
  ConventionId,
  ResolvedConventions,
  SelectableConventionId,
} from './conventions/conventions';

export { brandCharts, brandChartSpec, brandGenders } from './charts/brands';
export { brandChartCoverage, missingChartReason } from './charts/brand-coverage';
export type { ChartCoverage, MissingChartReason } from './charts/brand-coverage';
export { sizeIndex } from './charts/brand-chart';
export type { BrandChart, BrandChartRow, BrandChartSpec } from './charts/brand-chart';

export { countryPresets } from './conventions/country-presets';
export type { CountryPreset, CountryNote } from './conventions/country-presets';

export { kidsTiers, kidsTiersNote, kidsTierFor, kidsAgeGuide, kidsTierIds } from './conventions/kids-guide';
export type { KidsTier, KidsTierId, KidsAgeGuide, AgeGuideRow } from './conventions/kids-guide';

export { mxLegacyRows } from './conventions/mx-legacy-table';
export { sizeMeanings, labelSystems, meaningOf } from './model/size-meaning';
export type { SizeMeaning, LabelSystem } from './model/size-meaning';
export { sources, modelSource, CHECKED_AT } from './sources';
export type { SourceRef, SourceId, ChartSource } from './sources';

export type { EngineError, ErrorCode, RangeInfo, SizeCandidate } from './model/errors';
