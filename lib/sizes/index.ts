/**
 * The size engine: shoe sizes across systems, genders and brands, with foot length in mm as the
 * pivot. Pure TypeScript — no React, no I/O — so pages, API routes and the browser share it.
 *
 * Entry points: `convert`, `brandToBrand`, `chartRows` (+ `matchChartRow`), `formatSize`,
 * `parseSize`, `sizeOptions`, `conventionRanges`. The browser imports `./browser` instead, which
 * converts on charts a page hands it (`convertOnChart`) without loading the brand catalogue. Data: `systemInfo` / `systemAvailability`, `conventions`, `brandCharts`,
 * `countryPresets`, `kidsTiers`, `kidsAgeGuide`, `sources`.
 */

export { convert, convertOnChart } from './convert';
export type {
  ConvertBySize,
  ConvertByFoot,
  ConvertInput,
  ConvertResult,
  ConvertOutcome,
  ConventionAlternative,
  ConvertOnChartInput,
} from './convert';
export { sizeOptions } from './size-options';
export type { SizeOptionsQuery } from './size-options';
export { conventionRanges } from './convention-ranges';
export type { ConventionRange } from './convention-ranges';

export { brandToBrand, brandToBrandFrom } from './brand-to-brand';
export type { BrandToBrandInput, BrandToBrandResult, BrandToBrandOutcome, TargetSize } from './brand-to-brand';

export { chartRows, matchChartRow } from './chart-rows';
export type { ChartQuery, ChartRow, ChartTable, ChartOutcome } from './chart-rows';

export { formatSize } from './format-size';
export { parseSize } from './parse-size';
export type { PrintedLabels, UsPair, Width } from './label-kinds';
export type { ParsedSize, SizeInput, ParseSizeOutcome } from './parse-size';

export { genders, systemIds } from './types';
export type { Gender, SystemId, SizeValue, SizeScale, SizeOrigin, ConvertedSize, Sizes, MmRange, Confidence } from './types';
export { systemInfo, systemAvailability, systemsFor, isSystemId, isGender } from './system-info';
export type { SystemInfo } from './system-info';
export { footDomains } from './domains';

export { conventions, defaultConventions, selectableConventionIds } from './conventions';
export type {
  Convention,
  ConventionOption,
  ConventionChoice,
  ConventionId,
  ResolvedConventions,
  SelectableConventionId,
} from './conventions';

export { brandCharts, brandChartSpec, brandGenders } from './brands';
export { sizeIndex } from './brand-chart';
export type { BrandChart, BrandChartRow, BrandChartSpec } from './brand-chart';

export { countryPresets } from './country-presets';
export type { CountryPreset, CountryNote } from './country-presets';

export { kidsTiers, kidsTiersNote, kidsTierFor, kidsAgeGuide, kidsTierIds } from './kids-guide';
export type { KidsTier, KidsTierId, KidsAgeGuide, AgeGuideRow } from './kids-guide';

export { mxLegacyRows } from './mx-legacy-table';
export { sizeMeanings, labelSystems, meaningOf } from './size-meaning';
export type { SizeMeaning, LabelSystem } from './size-meaning';
export { sources, modelSource, CHECKED_AT } from './sources';
export type { SourceRef, SourceId, ChartSource } from './sources';

export type { EngineError, ErrorCode, RangeInfo, SizeCandidate } from './errors';
