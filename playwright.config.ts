import { defineConfig, devices } from '@playwright/test';
import { e2eAdmin, e2eServerEnv, e2eSiteUrl } from './scripts/e2e-server.mjs';

export { e2eAdmin, e2eSiteUrl };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // CI runs the whole suite on two cores with the server beside the browsers: allow a slow navigation.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eSiteUrl,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // `npm start` itself (build when sources changed, migrate, serve) on a fresh embedded database.
    // Under `npm test` the build is already done (scripts/test.mjs builds with this same environment).
    command: `rm -rf .e2e-data && node scripts/start.mjs`,
    url: `${e2eSiteUrl}/api/health`,
    env: e2eServerEnv,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
