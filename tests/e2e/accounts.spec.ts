import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import { waitForHydration } from './helpers';

const password = 'walking in comfy shoes';

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function signUp(page: Page, username: string, email: string) {
  await page.goto('/signup');
  await waitForHydration(page);
  await page.getByRole('main').getByLabel(en.Signup.username).fill(username);
  await page.getByRole('main').getByLabel(en.Signup.email).fill(email);
  await page.getByRole('main').getByLabel(en.Signup.password, { exact: true }).fill(password);
  await page.getByRole('main').getByLabel(en.Signup.confirmPassword).fill(password);
  await page.getByRole('button', { name: en.Signup.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('accounts', () => {
  test('sign up lands on the dashboard, the navigation shows the user, and logout returns to login', async ({ page }) => {
    const email = uniqueEmail('signup');
    await signUp(page, 'Walker', email);
    await expect(page.getByRole('heading', { name: en.Dashboard.welcome.replace('{name}', 'Walker') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.Nav.mainNavigation })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toMatch(/^ey/);

    await page.goto('/women');
    const account = page.getByRole('button', { name: en.Nav.account.replace('{name}', 'Walker') });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByRole('menuitem', { name: en.Nav.dashboard })).toBeVisible();
    await page.getByRole('menuitem', { name: en.Nav.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: en.Nav.login })).toBeVisible();
  });

  test('sign-up errors are shown in the visitor’s language', async ({ page }) => {
    const email = uniqueEmail('taken');
    await signUp(page, 'First', email);
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/fr/signup');
    await waitForHydration(page);
    await page.getByRole('main').getByLabel(fr.Signup.username).fill('Second');
    await page.getByRole('main').getByLabel(fr.Signup.email).fill(email.toUpperCase());
    await page.getByRole('main').getByLabel(fr.Signup.password, { exact: true }).fill('short');
    await page.getByRole('main').getByLabel(fr.Signup.confirmPassword).fill('short');
    await page.getByRole('button', { name: fr.Signup.submit }).click();
    await expect(page.getByText(fr.AuthErrors.weakPassword)).toBeVisible();

    await page.getByRole('main').getByLabel(fr.Signup.password, { exact: true }).fill(password);
    await page.getByRole('main').getByLabel(fr.Signup.confirmPassword).fill(password);
    await page.getByRole('button', { name: fr.Signup.submit }).click();
    await expect(page.getByText(fr.AuthErrors.emailTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/signup$/);
  });

  test('a wrong password shows the generic message, the right one logs in', async ({ page }) => {
    const email = uniqueEmail('login');
    await signUp(page, 'Runner', email);
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('main').getByLabel(en.Login.email).fill(email);
    await page.getByRole('main').getByLabel(en.Login.password, { exact: true }).fill('not my password');
    await page.getByRole('button', { name: en.Login.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.AuthErrors.invalidCredentials);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.getByRole('main').getByLabel(en.Login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: en.Login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: en.Dashboard.welcome.replace('{name}', 'Runner') })).toBeVisible();
  });

  test('the dashboard sends a visitor without a token to the login page', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the profile page changes the name, the picture and the password, and logs out everywhere', async ({ page }) => {
    const email = uniqueEmail('profile');
    await signUp(page, 'Hiker', email);
    await page.getByRole('link', { name: en.Dashboard.profileLink }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    await page.getByRole('main').getByLabel(en.Profile.username).fill('Trail Hiker');
    await page.getByRole('button', { name: en.Profile.save }).click();
    await expect(page.getByText(en.Profile.saved)).toBeVisible();

    // A 1×1 PNG, the smallest picture there is.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(en.Profile.imageUpdated)).toBeVisible();
    await expect(page.getByRole('img', { name: en.Profile.imageAlt.replace('{name}', 'Trail Hiker') })).toHaveAttribute(
      'src',
      /\/api\/avatars\//,
    );

    await page.getByRole('main').getByLabel(en.Profile.currentPassword).fill('wrong current password');
    await page.getByRole('main').getByLabel(en.Profile.newPassword, { exact: true }).fill('an even better password');
    await page.getByRole('main').getByLabel(en.Profile.confirmPassword).fill('an even better password');
    await page.getByRole('button', { name: en.Profile.changePassword }).click();
    await expect(page.getByText(en.AuthErrors.wrongCurrentPassword)).toBeVisible();

    await page.getByRole('main').getByLabel(en.Profile.currentPassword).fill(password);
    await page.getByRole('button', { name: en.Profile.changePassword }).click();
    await expect(page.getByText(en.Profile.passwordChanged)).toBeVisible();

    const tokenBefore = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.getByRole('button', { name: en.Profile.logoutEverywhere }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stillValid = await page.request.get('/api/user', { headers: { authorization: `Bearer ${tokenBefore}` } });
    expect(stillValid.status()).toBe(401);

    await page.getByRole('main').getByLabel(en.Login.email).fill(email);
    await page.getByRole('main').getByLabel(en.Login.password, { exact: true }).fill('an even better password');
    await page.getByRole('button', { name: en.Login.submit }).click();
    await expect(page.getByRole('heading', { name: en.Dashboard.welcome.replace('{name}', 'Trail Hiker') })).toBeVisible();
  });
});

test('npm run create-admin works while the server runs', async ({ request }) => {
  const email = uniqueEmail('cli-admin');
  const result = spawnSync('npm', ['run', '--silent', 'create-admin', '--', '--email', email, '--password', 'cli admin password'], {
    env: { ...process.env, DATA_DIR: '.e2e-data' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain('created');
  const login = await request.post('/api/login', { data: { email, password: 'cli admin password' } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const profile = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile.json()).role).toBe('admin');
});

test.describe('newsletter and contact', () => {
  test('the footer form subscribes with JavaScript and says so in the page’s language', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const email = uniqueEmail('news');
    const field = page.getByPlaceholder(fr.Footer.emailPlaceholder);
    await field.fill(email);
    await page.getByRole('button', { name: fr.Footer.subscribe }).click();
    await expect(page.locator('footer').getByText(fr.Newsletter.subscribed)).toBeVisible();
    // The toaster is loaded on demand, not with the page: the first toast still shows.
    await expect(page.locator('[data-rht-toaster]').getByText(fr.Newsletter.subscribed)).toBeVisible();
    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: fr.Footer.subscribe }).click();
    await expect(page.locator('footer').getByText(fr.Newsletter.already)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the footer form still subscribes and lands on a localized result page', async ({ page }) => {
      await page.goto('/de/women');
      await page.getByPlaceholder(de.Footer.emailPlaceholder).fill(uniqueEmail('nojs'));
      await page.locator('footer form button[type=submit]').click();
      await expect(page).toHaveURL(/\/de\/newsletter\/subscribed$/);
      await expect(page.getByText(de.Newsletter.subscribed)).toBeVisible();
    });
  });

  test('the contact form delivers the message', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('main').getByLabel(en.Contact.name).fill('Pat');
    await page.getByRole('main').getByLabel(en.Contact.email).fill('pat@example.com');
    await page.getByRole('main').getByLabel(en.Contact.message).fill('Please add Birkenstock.');
    await page.getByRole('button', { name: en.Contact.send }).click();
    await expect(page.getByText(en.Contact.sent)).toBeVisible();
  });
});
