// The site the end-to-end tests run against: playwright.config.ts starts it, and scripts/test.mjs builds it
// ahead, with the same environment, so that the server's start finds its build done.
const port = Number(process.env.E2E_PORT ?? 3100);

export const e2eSiteUrl = `http://localhost:${port}`;

/** The administrator the end-to-end server is started with. */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

/** The server's settings on top of the caller's environment: a fresh embedded database in `.e2e-data`. */
export const e2eServerEnv = {
  PORT: String(port),
  SITE_URL: e2eSiteUrl,
  DATA_DIR: '.e2e-data',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  NEXT_TELEMETRY_DISABLED: '1',
};
