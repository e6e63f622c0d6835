import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Static pages cannot carry per-request nonces, so inline scripts (Next's bootstrap) are allowed by
// 'unsafe-inline'; everything else is locked to this origin. The login token lives in localStorage,
// so keeping foreign scripts out is what protects it.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The root layout is app/[locale]/layout.tsx (next-intl reads the locale with next/root-params),
  // so a 404 outside every locale needs a document of its own: app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    // The client router predicts the route of a link it has not fetched from shapes it learned
    // (`/fr/login` = `[locale]/login`, `/fr` = `[locale]`), and reads the unprefixed English
    // `/login` as the home page of a locale "login"; the server's answer never matches, and the
    // prefetch was retried thousands of times. Routes come from the server instead.
    optimisticRouting: false,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
