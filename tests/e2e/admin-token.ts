import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';

// The server's data folder is emptied at each start, so the token lives exactly as long as the run.
const tokenFile = '.e2e-data/admin-token';

/**
 * The administrator's token, logged in once per run and shared by every spec and worker, so that
 * the suite's many admin steps stay under the per-address login limit that other specs test.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  try {
    return readFileSync(tokenFile, 'utf8');
  } catch {
    const response = await request.post('/api/login', { data: e2eAdmin });
    if (response.status() !== 200) throw new Error(`The administrator's login answered ${response.status()}.`);
    const { token } = (await response.json()) as { token: string };
    writeFileSync(tokenFile, token);
    return token;
  }
}
