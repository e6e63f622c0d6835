// Types for quality-values.mjs.
export type QualityEntry = { token: string; weight: number; index: number };
export declare function qualityList(header: string | null | undefined): QualityEntry[];
