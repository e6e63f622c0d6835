import { gzipSync } from 'node:zlib';

/** One comparison the issue sets a target for; `difference-at-least` is site − baseline ≥ limit (a score a few points below the baseline's). */
export type Target = { kind: 'ratio-at-most' | 'ratio-at-least' | 'at-most' | 'at-least' | 'difference-at-least'; limit: number };

export type Evaluation = { ratio: number | null; pass: boolean };

/** site / baseline, or null when there is no baseline figure to divide by. */
export function ratio(site: number, baseline: number | null | undefined): number | null {
  if (baseline === null || baseline === undefined || !Number.isFinite(baseline) || baseline === 0) return null;
  if (!Number.isFinite(site)) return null;
  return site / baseline;
}

/** Whether a figure meets its target; a ratio target without a usable baseline fails. */
export function evaluate(site: number, baseline: number | null | undefined, target: Target): Evaluation {
  const r = ratio(site, baseline);
  switch (target.kind) {
    case 'ratio-at-most':
      return { ratio: r, pass: r !== null && r <= target.limit };
    case 'ratio-at-least':
      return { ratio: r, pass: r !== null && r >= target.limit };
    case 'at-most':
      return { ratio: r, pass: Number.isFinite(site) && site <= target.limit };
    case 'at-least':
      return { ratio: r, pass: Number.isFinite(site) && site >= target.limit };
    case 'difference-at-least':
      return {
        ratio: r,
        pass: Number.isFinite(site) && typeof baseline === 'number' && Number.isFinite(baseline) && site - baseline >= target.limit,
      };
  }
}

export function describeTarget(target: Target, unit = ''): string {
  if (target.kind === 'difference-at-least')
    return `≥ baseline ${target.limit < 0 ? '−' : '+'} ${formatNumber(Math.abs(target.limit), 0)}${unit}`;
  const sign = target.kind.endsWith('most') ? '≤' : '≥';
  return target.kind.startsWith('ratio') ? `${sign} ${target.limit}× baseline` : `${sign} ${target.limit}${unit}`;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&');
}

function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?:\\s|=|>|/)`, 'i').test(tag);
}

/**
 * The script files a modern browser loads for a document: every `<script src>`, in order, once each,
 * resolved against the page URL. `nomodule` scripts are skipped, since browsers with modules never
 * fetch them.
 */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (!src || hasAttribute(tag, 'nomodule')) continue;
    const url = new URL(src, pageUrl).href;
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

/** Bytes of inline script content (Next's flight data lives in these). */
export function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute(`<script${attributes}>`, 'src') !== undefined) continue;
    bytes += Buffer.byteLength(body ?? '');
  }
  return bytes;
}

/** Elements in the served HTML (tags opened, not counting what inline scripts contain), as a DOM-size figure. */
export function htmlElementCount(html: string): number {
  const withoutScripts = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  return withoutScripts.match(/<[a-z][a-z0-9-]*(?=[\s/>])/gi)?.length ?? 0;
}

export type FirstLoadJs = { files: number; rawBytes: number; gzipBytes: number };

/** First-load JavaScript of a page: its script files, fetched, summed raw and gzipped one by one. */
export async function firstLoadJs(html: string, pageUrl: string, fetchText: (url: string) => Promise<string>): Promise<FirstLoadJs> {
  const sources = scriptSources(html, pageUrl);
  const bodies = await Promise.all(sources.map(fetchText));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const body of bodies) {
    rawBytes += Buffer.byteLength(body);
    gzipBytes += gzipSync(body).length;
  }
  return { files: sources.length, rawBytes, gzipBytes };
}

/**
 * How many padding characters make the same-size page's HTML `targetBytes` long, given that
 * `paddingChars` characters gave `measuredBytes`: the page grows linearly (the text is once in the
 * HTML and once in the flight data), so one measured point and the empty page fix the slope.
 */
export function paddingFor(targetBytes: number, emptyBytes: number, paddingChars: number, measuredBytes: number): number {
  if (paddingChars <= 0 || measuredBytes <= emptyBytes) throw new Error('padding calibration needs a page that grew');
  const perChar = (measuredBytes - emptyBytes) / paddingChars;
  return Math.max(0, Math.round((targetBytes - emptyBytes) / perChar));
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (`p` in 1–100): the smallest value that at least p % of the values do not exceed; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p * sorted.length) / 100)));
  return sorted[rank - 1]!;
}

export const KB = 1024;

export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatRatio(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(2)}×`;
}
