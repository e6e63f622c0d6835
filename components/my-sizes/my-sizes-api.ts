import type { MySizes, SizesEverywhere } from '@/lib/my-sizes/types';

export const MY_SIZES_PATH = '/api/my-sizes';

export type MySizesView = { mySizes: MySizes; everywhere: SizesEverywhere } | { mySizes: null; everywhere: null };

export const genderOptions = ['men', 'women', 'kids'] as const;
export const fitSystems = ['us', 'uk', 'eu', 'jp', 'cm'] as const;

/** The body of PUT /api/my-sizes. */
export interface MySizesBody {
  gender: (typeof genderOptions)[number];
  footLengthMm?: number | null;
  source?: 'typed' | 'ruler' | 'photo';
  fit?: { brand: string; system: string; size: string } | null;
}

/** Codes the API answers for my-sizes input, each with its own sentence in messages mySizes.errors. */
export const mySizesErrorCodes = ['invalidFootLength', 'footLengthRequired', 'footLengthOutOfRange', 'fitNotOnChart'] as const;
export type MySizesErrorCode = (typeof mySizesErrorCodes)[number] | 'generic';

export function mySizesErrorCode(code: string): MySizesErrorCode {
  return (mySizesErrorCodes as readonly string[]).includes(code) ? (code as MySizesErrorCode) : 'generic';
}
