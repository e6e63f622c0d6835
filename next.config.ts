import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticPagePolicy } from './lib/http/content-security-policy.ts';
import { defaultLocaleRedirects } from './lib/i18n/locale-redirects.ts';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // Messages are compiled at build time, so the browser formats them without the ICU parser
    // (intl-messageformat, about 12 KB of every page's JavaScript). Code that reads a message
    // itself instead of through a translator gets the compiled form: a plain string for a message
    // without arguments, an array for one with them.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const securityHeaders = [
  // A page opened from another site gets no handle on this window (and its localStorage token).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No cached page older than this is served: past it, a request waits for a fresh render instead of
  // getting the stale copy (the arithmetic is in app/[locale]/(site)/layout.tsx). Shared caches get
  // the same bound: `s-maxage=30, stale-while-revalidate=20`.
  expireTime: 50,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The root layout is app/[locale]/layout.tsx (next-intl reads the locale with next/root-params),
  // so a 404 outside every locale needs a document of its own: app/global-not-found.tsx.
  experimental: {
    // Next prerenders with one worker fewer than the cores, so a single one on CI's two, leaving a core
    // idle through the build's thousand-odd pages: give it every core.
    cpus: availableParallelism(),
    // Turbopack keeps its build's cache for the next build, written in the background beside the prerendering.
    // CI builds once on a fresh machine and never reads it, so .ci/run turns it off there (one build each way on
    // a loaded 2-core machine: 165.7 against 135.0 CPU seconds, bench/RESULTS.md).
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== 'off',
    globalNotFound: true,
    // The client router predicts the route of a link it has not fetched from shapes it learned
    // (`/fr/login` = `[locale]/login`, `/fr` = `[locale]`) and reads the unprefixed English `/login`
    // as the home page of a locale "login"; the server's answer never matches, and the prefetch is
    // retried without end. Re-tested on Next 16.4.6: still so (tests/e2e/visitor.spec.ts, "even an
    // in-app navigation from a French page to an English one settles", fails without this line).
    optimisticRouting: false,
  },
  // Page images (shipped under public/content and uploaded through the dashboard) are served by the
  // optimizer in these widths and at this one quality; it only ever reads this site's own files.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: [],
  },
  // Next redirects `/en/…` before the proxy runs, so that duty needs no proxy (lib/i18n/locale-redirects.ts).
  async redirects() {
    return defaultLocaleRedirects;
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The dashboard gets a per-request nonce policy from proxy.ts instead (see that module).
      { source: '/((?!(?:[a-z]{2}/)?dashboard(?:/|$)).*)', headers: [{ key: 'Content-Security-Policy', value: staticPagePolicy }] },
    ];
  },
};

export default withNextIntl(nextConfig);
