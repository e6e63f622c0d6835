import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import { seedContactMessage, uniqueTag } from './admin-seed';
import { waitForHydration } from './helpers';
import { adminToken as loginAdmin } from './admin-token';

async function downloadCsv(page: Page, path: string): Promise<{ filename: string; lines: string[] }> {
  const token = await loginAdmin(page.request);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: en.AdminExport.button });
  // Keyboard only: the action is a real button.
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const text = await readFile((await download.path())!, 'utf8');
  return { filename: download.suggestedFilename(), lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

test.describe('CSV exports on the admin lists', () => {
  test('the messages page downloads every message, a formula neutralised', async ({ page }) => {
    const tag = uniqueTag();
    seedContactMessage(`=HYPERLINK("http://evil.test","${tag}")`, `csv-${tag}@example.com`, `-2+3 ${tag}`);
    const { filename, lines } = await downloadCsv(page, '/dashboard/messages');
    expect(filename).toBe('contact-messages.csv');
    expect(lines[0]).toBe('"date","name","email","language","message","read"');
    const row = lines.find((line) => line.includes(`csv-${tag}@example.com`));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""${tag}"")","csv-${tag}@example.com","en","'-2+3 ${tag}",""`);
  });

  test('the newsletter page downloads every subscriber', async ({ page }) => {
    const email = `csv-${uniqueTag()}@example.com`;
    expect((await page.request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
    const { filename, lines } = await downloadCsv(page, '/dashboard/newsletter');
    expect(filename).toBe('newsletter-subscribers.csv');
    expect(lines[0]).toBe('"date","email","language"');
    expect(lines.find((line) => line.includes(email))).toMatch(new RegExp(`^"\\d{4}-\\d\\d-\\d\\dT[^"]+","${email}","en"$`));
  });
});
