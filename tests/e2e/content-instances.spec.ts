import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort, postgresAvailable, startPostgresCluster } from '../support/postgres-cluster';
import { siteUrl } from './helpers';

// Pages no other end-to-end test visits: both instances serve from the one build directory, and
// their cached copies of these pages must not show up in another test. One is visited every second
// after the edit, as a busy page is; the other not at all until its single visit at the deadline.
const busy = { category: 'brand-merrell', path: '/ko/brand/merrell' };
const quiet = { category: 'brand-shimano', path: '/ko/brand/shimano' };
const language = 'ko';
const admin = { email: 'instances@example.com', password: 'two instances password' };

async function startServer(env: NodeJS.ProcessEnv, request: APIRequestContext): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/server.mjs'], { env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), { timeout: 30_000 }).toBe(200);
  return { base, server };
}

const pageTitle = async (request: APIRequestContext, url: string) =>
  /id="page-content-heading"[^>]*>([^<]*)</.exec(await (await request.get(url)).text())?.[1];

const chatOf = async (request: APIRequestContext, base: string) => (await (await request.get(`${base}/api/extensions`)).json()).data[0];

async function editTitle(request: APIRequestContext, base: string, token: string, category: string, title: string) {
  const headers = { authorization: `Bearer ${token}` };
  const current = await (await request.get(`${base}/api/admin/content?category=${category}&language=${language}`, { headers })).json();
  const { description, content, image, faqs, relatedTools } = current;
  const saved = await request.put(`${base}/api/admin/content`, {
    headers,
    data: { category, language, title, description, content, image, faqs, relatedTools },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('an edit saved on one instance shows there at once and on another instance within 60 seconds', async ({ request }) => {
  test.skip(!postgresAvailable() && !process.env.CI, 'PostgreSQL is not installed');
  test.setTimeout(120_000);
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shoe-instances-'));
  const servers: ChildProcess[] = [];
  try {
    const env = {
      ...process.env,
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      JWT_SECRET: 'j'.repeat(48),
      CONTENT_API_KEY: 'k'.repeat(32),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const setup = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/setup-database.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(setup.status, setup.stderr).toBe(0);
    const [a, b] = await Promise.all([startServer(env, request), startServer(env, request)]);
    servers.push(a!.server, b!.server);

    // Both instances hold a cached copy of both pages from before the edit.
    for (const { path: page } of [busy, quiet]) {
      const before = await pageTitle(request, `${b!.base}${page}`);
      expect(before).toBeTruthy();
      expect(await pageTitle(request, `${a!.base}${page}`)).toBe(before);
    }

    const { token } = await (await request.post(`${a!.base}/api/login`, { data: admin })).json();

    // Extensions: each instance answers from memory; a change shows at once where it was saved,
    // while the other keeps its copy (no database read) until its 30 seconds are up.
    for (const base of [a!.base, b!.base]) expect(await chatOf(request, base)).toMatchObject({ status: 'disabled' });
    const chat = { key: 'chat', status: 'enabled', config: { appKey: 'abcd-1234' } };
    const enabled = await request.put(`${a!.base}/api/admin/extensions`, { headers: { authorization: `Bearer ${token}` }, data: chat });
    expect(enabled.status()).toBe(200);
    expect(await chatOf(request, a!.base)).toEqual(chat);
    expect(await chatOf(request, b!.base)).toMatchObject({ status: 'disabled' });

    const title = `편집 ${Date.now()}`;
    await Promise.all([busy, quiet].map(({ category }) => editTitle(request, a!.base, token, category, title)));
    const savedAt = Date.now();

    // The saving instance: the very next request already has it.
    expect(await pageTitle(request, `${a!.base}${busy.path}`)).toBe(title);

    // The other instance, busy page: visited every second until it shows the edit.
    await expect.poll(() => pageTitle(request, `${b!.base}${busy.path}`), { timeout: 60_000, intervals: [1000] }).toBe(title);
    const seconds = (Date.now() - savedAt) / 1000;
    test.info().annotations.push({ type: 'cross-instance delay', description: `${seconds.toFixed(1)} s` });
    console.log(`content edit reached the other instance after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThanOrEqual(60);

    // The other instance, quiet page: nobody asked since before the edit, and the first visit after
    // the page's 50-second expiry (but before the minute is up) must not get the old copy.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, savedAt + 53_000 - Date.now())));
    expect(await pageTitle(request, `${b!.base}${quiet.path}`)).toBe(title);
    expect((Date.now() - savedAt) / 1000).toBeLessThanOrEqual(60);
    expect(await chatOf(request, b!.base)).toEqual(chat);
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
