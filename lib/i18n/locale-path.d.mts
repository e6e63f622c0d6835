// Types for locale-path.mjs.
export declare const locales: readonly ['en', 'fr', 'nl', 'gu', 'hi', 'it', 'ja', 'ko', 'pl', 'pt', 'ru', 'es', 'de'];
export type Locale = (typeof locales)[number];
export declare const defaultLocale: Locale;
export declare function isLocale(value: unknown): value is Locale;
export declare function splitLocalePrefix(pathname: string): { locale: Locale; path: string; prefixed: boolean };
export declare function isDashboardPath(pathname: string | null | undefined): boolean;
