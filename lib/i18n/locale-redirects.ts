import { defaultLocale } from './locale-path.mjs';

/**
 * `/en/…` is the unprefixed page (next-intl's `as-needed` prefix): Next redirects it from next.config
 * before the proxy runs, a first step towards a proxy that prefixed pages can skip. Next keeps the query.
 */
export const defaultLocaleRedirects = [
  { source: `/${defaultLocale}`, destination: '/', permanent: false },
  { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: false },
];
