import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eSiteUrl = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
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
    // A production build (rebuilt only when sources changed), served the way `npm start` serves it.
    command: `node scripts/build-if-needed.mjs && ./node_modules/.bin/next start -p ${port}`,
    url: `${e2eSiteUrl}/robots.txt`,
    env: { SITE_URL: e2eSiteUrl, NEXT_TELEMETRY_DISABLED: '1' },
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
