import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tsconfigPaths from 'vite-tsconfig-paths';

const plugins = [tsconfigPaths(), react()];

/**
 * Tests load server modules directly, outside a React Server Components bundle. `server-only`
 * resolves to its empty module under the react-server condition (as the scripts run it); turning that condition on for
 * the whole run would also swap React for its server build, so only this one import follows it.
 */
const resolve = { alias: { 'server-only': path.join(import.meta.dirname, 'node_modules/server-only/empty.js') } };

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        resolve,
        test: {
          name: 'unit',
          // Vitest's default is one worker fewer than the cores, so one on CI's two: use both.
          maxWorkers: 2,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
          // next-intl's middleware imports `next/server` without an extension, which Node's ESM
          // loader cannot resolve; bundled by Vite it resolves (the proxy test needs it).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Argon2 and real databases: give each test room, and keep files from starving each other.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
