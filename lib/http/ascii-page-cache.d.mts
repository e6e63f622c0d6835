// Types for ascii-page-cache.mjs, which Next's server loads at run time as plain JavaScript.
export declare const MAX_GROWTH: number;
export declare function asciiHtml(html: string, maxGrowth?: number): string | null;
declare const AsciiPageCache: unknown;
export default AsciiPageCache;
