import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { rawRequest } from './raw-http';
import { siteUrl, waitForHydration } from './helpers';

const port = Number(new URL(siteUrl).port);
const password = 'a careful walker';

/** Records every CSP violation the page reports, and console errors that name the policy. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)), ...consoleErrors];
}

test.describe('content security policy', () => {
  test('static pages: scripts only from the site, no inline handlers, and a policy the browser enforces', async ({ page, request }) => {
    const response = await request.get('/women');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin');

    const violations = await watchPolicy(page);
    await page.goto('/');
    await waitForHydration(page);
    // The control: an injected inline handler is refused and reported, so the listener works.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__ran = 1">'));
    await expect.poll(violations).not.toHaveLength(0);
    for (const violation of await violations()) expect(violation).toContain('script-src-attr');
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  });

  test('no violation in normal use of the home page, a converter, login and the profile page', async ({ page }) => {
    const email = `csp-${Date.now()}@example.com`;
    const created = await page.request.post('/api/signup', { data: { username: 'Strider', email, password, confirmPassword: password } });
    expect(created.status()).toBe(201);

    const violations = await watchPolicy(page);
    await page.goto('/');
    await waitForHydration(page);

    await page.goto('/women');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: en.ConverterUi.label });
    await form.getByLabel(en.ConverterUi.system, { exact: true }).selectOption('uk');
    await form.getByLabel(en.ConverterUi.size, { exact: true }).selectOption('5');
    await expect(page).toHaveURL(/system=uk&size=5/);

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('main').getByLabel(en.Login.email).fill(email);
    await page.getByRole('main').getByLabel(en.Login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: en.Login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A full load of the dashboard: its scripts run under the per-request nonce policy.
    const dashboard = await page.goto('/dashboard/profile');
    const policy = dashboard!.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await waitForHydration(page);

    // A new email address asks for the current password (and zod validates in the browser).
    const main = page.getByRole('main');
    await expect(main.getByLabel(en.EmailChange.password)).toHaveCount(0);
    await main.getByLabel(en.Profile.email).fill(`moved-${email}`);
    await expect(main.getByLabel(en.EmailChange.password)).toBeVisible();
    await page.getByRole('button', { name: en.Profile.save }).click();
    await expect(page.getByText(en.EmailChange.passwordRequired)).toBeVisible();
    await main.getByLabel(en.EmailChange.password).fill(password);
    await page.getByRole('button', { name: en.Profile.save }).click();
    await expect(page.getByText(en.Profile.saved)).toBeVisible();
    await expect(main.getByLabel(en.EmailChange.password)).toHaveCount(0);

    expect(await violations()).toEqual([]);
  });
});

test.describe('requests an attacker writes by hand', () => {
  test('a forwarded or forged host never reaches the cacheable headers of a page', async () => {
    for (const forged of [['Host: localhost', 'X-Forwarded-Host: evil.test'], ['Host: evil.test']]) {
      const response = await rawRequest(port, ['GET /women HTTP/1.1', ...forged]);
      expect(response.status, forged.join()).toBe(200);
      expect(response.head).not.toContain('evil.test');
      for (const link of response.headers.link ?? []) expect(link).not.toMatch(/https?:\/\/(?!localhost:)/);
    }
  });

  test('an absolute-form request target does not redirect off the site', async () => {
    for (const target of ['http://evil.test/en/women', 'http://evil.test/women/', 'http://evil.test/']) {
      const response = await rawRequest(port, [`GET ${target} HTTP/1.1`, `Host: localhost:${port}`, 'Accept-Language: de']);
      expect(response.head, target).not.toContain('evil.test');
      for (const location of response.headers.location ?? []) expect(new URL(location, siteUrl).origin).toBe(siteUrl);
    }
  });

  test('control characters in the URL are refused before the framework sees them', async () => {
    for (const target of [
      '/_next/image?url=%2Fx%0A%E2%9C%93%20Administrator%20created.',
      '/women?x=%0d%0aSet-Cookie:%20a=b',
      '/women%00',
    ]) {
      const response = await rawRequest(port, [`GET ${target} HTTP/1.1`, 'Host: localhost']);
      expect(response.status, target).toBe(400);
    }
    // Ordinary percent-encoding still works.
    expect((await rawRequest(port, ['GET /women?gender=women&system=eu&size=38%202%2F3 HTTP/1.1', 'Host: localhost'])).status).toBe(200);
  });

  test('TRACE answers 405 with the allowed methods, and TRACK never reaches the site', async () => {
    const trace = await rawRequest(port, ['TRACE /women HTTP/1.1', 'Host: localhost']);
    expect(trace.status).toBe(405);
    expect(trace.headers.allow?.[0]).toContain('GET');
    // Node's HTTP parser does not know TRACK and refuses it before any handler runs.
    expect((await rawRequest(port, ['TRACK /women HTTP/1.1', 'Host: localhost'])).status).toBe(400);
  });
});
