import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { boundaries } from './eslint/boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'data/**',
      'bench/baseline/.next/**',
      'bench/baseline/generated/**',
    ],
  },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Import Link from @/lib/i18n/server-link (server components) or @/lib/i18n/navigation.',
            },
          ],
        },
      ],
    },
  },
  // The one module that wraps next/link with the page's language for server components.
  { files: ['lib/i18n/server-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    plugins: { boundaries },
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'boundaries/client-graph': [
        'error',
        {
          // The engine entry that converter pages run in the browser: it hands in only the charts a page shows.
          browserEntries: ['lib/sizes/browser.ts'],
          heavy: [
            'lib/sizes/index.ts',
            'lib/sizes/charts/brands',
            'lib/sizes/conventions/country-presets.ts',
            'lib/sizes/model/validate.ts',
            'lib/sizes/charts/chart-rows.ts',
            'lib/converter/page-setup.ts',
          ],
        },
      ],
    },
  },
  {
    // Server folders: a module here declares itself, so that a client import fails the build too.
    files: ['lib/{db,auth,users,http,media,site/contact,site/newsletter,converter/api}/**/*.ts', 'lib/env.ts'],
    // Types and rules shared with client forms; the policies next.config.ts and proxy.ts load, where
    // the react-server condition that makes 'server-only' importable does not apply.
    ignores: [
      'lib/db/schema.ts',
      'lib/auth/password-rules.ts',
      'lib/auth/token-claims.ts',
      // The browser's side of sign-in: its API client and token storage.
      'lib/auth/client/**',
      'lib/http/content-security-policy.ts',
      'lib/http/nonce-policy.ts',
      '**/*.test.ts',
    ],
    rules: { 'boundaries/server-only-marker': 'error' },
  },
  {
    // Test helpers named use… (useFreshDatabase, useRelayedPostgres) set up state, they are not
    // React hooks: the hook rules misfire on them and on the tests that call them.
    files: ['tests/integration/**', 'tests/support/**'],
    rules: Object.fromEntries(
      nextVitals.flatMap((entry) => Object.keys(entry.plugins?.['react-hooks']?.rules ?? {})).map((rule) => [`react-hooks/${rule}`, 'off']),
    ),
  },
  {
    files: ['lib/sizes/**/*.ts'],
    ignores: ['lib/sizes/**/*.test.ts'],
    rules: { 'boundaries/engine-isolation': 'error' },
  },
];

export default config;
