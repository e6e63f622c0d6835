import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eSiteUrl = `http://localhost:${port}`;
/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

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
    command: `rm -rf .e2e-data && node scripts/start.mjs`,
    url: `${e2eSiteUrl}/api/health`,
    env: {
      PORT: String(port),
      SITE_URL: e2eSiteUrl,
      DATA_DIR: '.e2e-data',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
