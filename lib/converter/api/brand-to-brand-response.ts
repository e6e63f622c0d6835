import 'server-only';
import { brandToBrand, convert, type BrandToBrandResult, type SystemId, type TargetSize } from '@/lib/sizes';
import type { BrandToBrandQuery } from '@/lib/validations/brand-to-brand-query';
import { apiConvertedSize, apiPrinted, type ApiConvertedSize, type ApiPrinted } from './convert-response';
import { conversionError, type RequestContext } from './engine-errors';

/** The JSON shape of GET /api/brand-to-brand (README.md, "Conversion API"). */

export interface ApiTarget extends ApiConvertedSize {
  footLengthMm: { min: number; max: number };
  /** The target row's unisex US labels or widths, where its chart has a label kind. */
  printed?: ApiPrinted;
}

export interface BrandToBrandResponse {
  from: {
    brand: string | null;
    gender: string;
    system: string;
    size: string;
    footLengthMm: { min: number; max: number };
    source: { title: string; url: string | null; checkedAt: string; confidence: string };
  };
  to: {
    brand: string | null;
    gender: string;
    system: string;
    best: ApiTarget;
    /** Every size whose foot range overlaps the source's, smallest first: the uncertainty. */
    candidates: ApiTarget[];
    /** The best size's EU and JP labels on the same chart row, so an answer reads in the common systems too. */
    alsoIn: Partial<Record<'eu' | 'jp', ApiConvertedSize>>;
    source: { title: string; url: string | null; checkedAt: string; confidence: string };
  };
  /** How far the best target's foot length sits from the source's, in mm. */
  differenceMm: number;
}

const round1 = (value: number) => Number(value.toFixed(1));
const span = (range: { min: number; max: number }) => ({ min: round1(range.min), max: round1(range.max) });

function target(size: TargetSize): ApiTarget {
  return { ...apiConvertedSize(size.size), footLengthMm: span(size.footLengthMm), ...apiPrinted(size.printed) };
}

const commonSystems = ['eu', 'jp'] as const;

/** The best size read on its own chart in EU and JP (the row that prints it), leaving out the system it is already in. */
function alsoIn({ to }: BrandToBrandResult): BrandToBrandResponse['to']['alsoIn'] {
  const row = convert({ brand: to.brand, gender: to.gender, system: to.system, size: to.best.size }, { alternatives: false });
  if (!row.ok) return {};
  const shown: BrandToBrandResponse['to']['alsoIn'] = {};
  for (const id of commonSystems) {
    const size = row.sizes[id as SystemId];
    if (size && id !== to.system) shown[id] = apiConvertedSize(size);
  }
  return shown;
}

export function toBrandToBrandResponse(result: BrandToBrandResult): BrandToBrandResponse {
  const { from, to } = result;
  const input =
    'footMm' in from.input
      ? { system: 'footMm', size: String(from.input.footMm) }
      : { system: from.input.system, size: from.input.size.label };
  return {
    from: {
      brand: from.brand,
      gender: from.gender,
      ...input,
      footLengthMm: span(from.footLengthMm),
      source: { title: from.source.title, url: from.source.url, checkedAt: from.source.checkedAt, confidence: from.confidence },
    },
    to: {
      brand: to.brand,
      gender: to.gender,
      system: to.system,
      best: target(to.best),
      candidates: to.candidates.map(target),
      alsoIn: alsoIn(result),
      source: { title: to.source.title, url: to.source.url, checkedAt: to.source.checkedAt, confidence: to.source.confidence },
    },
    differenceMm: round1(result.differenceMm),
  };
}

/** Which side an error is about, so its message names that brand: the source when it does not convert, else the target. */
export function brandToBrandErrorContext(query: BrandToBrandQuery): RequestContext {
  const source = convert({ brand: query.fromBrand, gender: query.gender, system: query.system, size: query.size });
  return source.ok
    ? { brand: query.toBrand, gender: query.toGender ?? query.gender }
    : { brand: query.fromBrand, gender: query.gender, size: query.size };
}

/**
 * The answer of GET /api/brand-to-brand, and of the brand page's box rendered on the server from its
 * query: one path for both. A size the charts cannot answer throws the API's error.
 */
export function brandToBrandResponse(query: BrandToBrandQuery): BrandToBrandResponse {
  const { gender, fromBrand, system, size, toBrand, toSystem, toGender } = query;
  const outcome = brandToBrand({
    from: { brand: fromBrand, gender, system, size },
    to: { brand: toBrand, system: toSystem, gender: toGender },
  });
  if (!outcome.ok) throw conversionError(outcome, brandToBrandErrorContext(query));
  return toBrandToBrandResponse(outcome);
}
