import { defaultLocale } from './locale-path.mjs';

/**
 * `/en/…` is the unprefixed page (next-intl's `as-needed` prefix), redirected by Next before the
 * proxy runs, since the proxy leaves prefixed pages alone (proxy.ts). Next keeps the query.
 */
export const defaultLocaleRedirects = [
  { source: `/${defaultLocale}`, destination: '/', permanent: false },
  { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: false },
];
