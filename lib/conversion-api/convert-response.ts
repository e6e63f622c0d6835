import 'server-only';
import type { ConvertResult, SizeValue } from '@/lib/sizes';
import type { SizeScale } from '@/lib/sizes/types';

/** The JSON shape of GET /api/convert (documented in README.md, "Conversion API"). */

export interface ApiSize {
  label: string;
  value: number;
  /** The larger size of a two-size label such as Alegria's "5-5.5". */
  upTo?: number;
  /** Kids scales restart their numbers: C/Y for US, child/adult for UK. */
  scale?: SizeScale;
}

export interface ConvertResponse {
  brand: string | null;
  gender: string;
  input: { system: string; size: string } | { footMm: number };
  footLengthMm: { min: number; max: number };
  sizes: Record<string, ApiSize>;
  /** Labels a brand prints that are not a size system, such as Nike's cm ("brandCm"). */
  chartLabels: Record<string, ApiSize>;
  source: { title: string; url: string | null; checkedAt: string; confidence: string };
}


const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function apiSize(size: SizeValue): ApiSize {
  const out: ApiSize = { label: size.label, value: round(size.value, 3) };
  if (size.upTo !== undefined) out.upTo = round(size.upTo, 3);
  if (size.scale !== undefined) out.scale = size.scale;
  return out;
}

function apiSizes(sizes: Partial<Record<string, SizeValue>>): Record<string, ApiSize> {
  const out: Record<string, ApiSize> = {};
  for (const [id, size] of Object.entries(sizes)) if (size) out[id] = apiSize(size);
  return out;
}

export function toConvertResponse(result: ConvertResult): ConvertResponse {
  return {
    brand: result.brand,
    gender: result.gender,
    input: 'footMm' in result.input ? { footMm: result.input.footMm } : { system: result.input.system, size: result.input.size.label },
    footLengthMm: { min: round(result.footLengthMm.min, 1), max: round(result.footLengthMm.max, 1) },
    sizes: apiSizes(result.sizes),
    chartLabels: apiSizes(result.chartLabels),
    source: {
      title: result.source.title,
      url: result.source.url,
      checkedAt: result.source.checkedAt,
      // The row's own evidence: an ASOS row read in R6 is secondary inside an unverified chart.
      confidence: result.confidence,
    },
  };
}
