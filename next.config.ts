import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Static pages cannot carry per-request nonces, so inline scripts (Next's bootstrap) are allowed by
// 'unsafe-inline'; everything else is locked to this origin. The login token lives in localStorage,
// so keeping foreign scripts out is what protects it. The only foreign hosts are the two optional
// extensions' own (Crisp's chat box, Google Analytics 4), and only for the directives their vendors
// document; the site loads their scripts only when an admin enabled them (analytics also needs the
// visitor's consent). JSON-LD blocks are data, not scripts, so script-src does not apply to them.
const crisp = {
  script: ['https://client.crisp.chat'],
  style: ['https://client.crisp.chat'],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  font: ['https://client.crisp.chat'],
  connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat'],
  media: ['https://client.crisp.chat'],
  worker: ['https://client.crisp.chat'],
};
const googleAnalytics = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

const contentSecurityPolicy = [
  "default-src 'self'",
  ["script-src 'self' 'unsafe-inline'", ...crisp.script, ...googleAnalytics.script].join(' '),
  ["style-src 'self' 'unsafe-inline'", ...crisp.style].join(' '),
  ["img-src 'self' data: blob:", ...crisp.img, ...googleAnalytics.img].join(' '),
  ["font-src 'self'", ...crisp.font].join(' '),
  ["connect-src 'self'", ...crisp.connect, ...googleAnalytics.connect].join(' '),
  ["media-src 'self'", ...crisp.media].join(' '),
  ["worker-src 'self' blob:", ...crisp.worker].join(' '),
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
  experimental: { globalNotFound: true },
  // Page images (shipped under public/content and uploaded through the dashboard) are served by the
  // optimizer in these widths and at this one quality; it only ever reads this site's own files.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    remotePatterns: [],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
