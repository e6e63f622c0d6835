import 'server-only';
import type { ConvertedSize, ConvertResult, PrintedLabels, SizeValue } from '@/lib/sizes';
import type { SizeScale } from '@/lib/sizes/model/types';

/** The JSON shape of GET /api/convert (documented in README.md, "Conversion API"). */

export interface ApiSize {
  label: string;
  value: number;
  /** The larger size of a two-size label such as Alegria's "5-5.5". */
  upTo?: number;
  /** Kids scales restart their numbers: C/Y for US, child/adult for UK. */
  scale?: SizeScale;
}

/** A size of the answer: `chart` when the brand's (or the standard) table prints it, `derived` when worked out from foot length. */
export interface ApiConvertedSize extends ApiSize {
  origin: 'chart' | 'derived';
}

export interface ConvertResponse {
  brand: string | null;
  gender: string;
  input: { system: string; size: string } | { footMm: number };
  footLengthMm: { min: number; max: number };
  sizes: Record<string, ApiConvertedSize>;
  /** What the `jp`, `kr` and `cn` values stand for: `footLength`, or a brand's printed `shoeLabel`. */
  meanings: Partial<Record<string, 'footLength' | 'shoeLabel'>>;
  /** Where the published tables behind a generic answer disagree: the smallest and largest size they give, by system. */
  spread: Record<string, { min: ApiSize; max: ApiSize }>;
  /** On a chart with a label kind: the row's unisex US labels ("M9 / W11"), the widths the size is made in, or the size to buy. */
  printed?: ApiPrinted;
  source: { title: string; url: string | null; checkedAt: string; confidence: string };
}

/** A row's label kinds as the API gives them (README.md, "Conversion API"). */
export interface ApiPrinted {
  usPair?: { label: string; men?: ApiSize; women?: ApiSize };
  fit?: { width: string | null; widths: string[] };
  /** The whole size the brand says to buy for the row's usual size, per line of shoes; `size` null where the line is not made in it. */
  sizeToBuy?: Array<{ style: string; size: ApiSize | null }>;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function apiSize(size: SizeValue): ApiSize {
  const out: ApiSize = { label: size.label, value: round(size.value, 3) };
  if (size.upTo !== undefined) out.upTo = round(size.upTo, 3);
  if (size.scale !== undefined) out.scale = size.scale;
  return out;
}

export function apiConvertedSize(size: ConvertedSize): ApiConvertedSize {
  return { ...apiSize(size), origin: size.origin };
}

function apiSizes(sizes: Partial<Record<string, ConvertedSize>>): Record<string, ApiConvertedSize> {
  const out: Record<string, ApiConvertedSize> = {};
  for (const [id, size] of Object.entries(sizes)) if (size) out[id] = apiConvertedSize(size);
  return out;
}

function apiSpread(spread: ConvertResult['spread']): ConvertResponse['spread'] {
  const out: ConvertResponse['spread'] = {};
  for (const [id, range] of Object.entries(spread)) if (range) out[id] = { min: apiSize(range.min), max: apiSize(range.max) };
  return out;
}

export function apiPrinted(printed: PrintedLabels | undefined): { printed?: ApiPrinted } {
  if (!printed) return {};
  const out: ApiPrinted = {};
  if (printed.usPair) {
    const { label, men, women } = printed.usPair;
    out.usPair = { label, ...(men ? { men: apiSize(men) } : {}), ...(women ? { women: apiSize(women) } : {}) };
  }
  if (printed.fit) out.fit = { width: printed.fit.width, widths: [...printed.fit.widths] };
  if (printed.sizeToBuy) out.sizeToBuy = printed.sizeToBuy.map(({ style, size }) => ({ style, size: size ? apiSize(size) : null }));
  return { printed: out };
}

function toConvertResponse(result: ConvertResult): ConvertResponse {
  return {
    brand: result.brand,
    gender: result.gender,
    input: 'footMm' in result.input ? { footMm: result.input.footMm } : { system: result.input.system, size: result.input.size.label },
    footLengthMm: { min: round(result.footLengthMm.min, 1), max: round(result.footLengthMm.max, 1) },
    sizes: apiSizes(result.sizes),
    meanings: result.meanings,
    spread: apiSpread(result.spread),
    ...apiPrinted(result.printed),
    source: {
      title: result.source.title,
      url: result.source.url,
      checkedAt: result.source.checkedAt,
      // The row's own evidence: an ASOS row read in R6 is secondary inside an unverified chart.
      confidence: result.confidence,
    },
  };
}

const texts = new WeakMap<ConvertResult, string>();

/**
 * The answer as JSON text. The API's answers are remembered and shared (remembered-convert.ts), so
 * the text of each is worked out once, not on every request that asks the same question.
 */
export function convertResponseText(result: ConvertResult): string {
  let text = texts.get(result);
  if (text === undefined) {
    text = JSON.stringify(toConvertResponse(result));
    texts.set(result, text);
  }
  return text;
}
