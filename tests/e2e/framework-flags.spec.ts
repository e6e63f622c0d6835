import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import { scriptSources } from '@/bench/lib/measures';
import { htmlLang } from './helpers';

// Each experimental flag in next.config.ts earns its place here: a test fails when what it buys is
// lost or when its reason is gone. (optimisticRouting: false has its own in visitor.spec.ts.)

test.describe('experimental.globalNotFound', () => {
  test('is needed: the only root layout is app/[locale]/layout.tsx', () => {
    // With a root app/layout.tsx, a plain app/not-found.tsx would do and the flag could go.
    expect(existsSync(path.join(process.cwd(), 'app', 'layout.tsx'))).toBe(false);
    expect(existsSync(path.join(process.cwd(), 'app', '[locale]', 'layout.tsx'))).toBe(true);
  });

  test('answers a 404 outside every locale with a whole English document', async ({ request }) => {
    // The proxy never sees /api, so no locale is known there.
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe('en');
    expect(html).toContain(en.NotFound.title);
  });
});

test('next-intl experimental.messages.precompile: no page ships the ICU message parser', async ({ request, baseURL }) => {
  for (const page of ['/', '/men', '/ja/country/japanese', '/login']) {
    const html = await (await request.get(page)).text();
    for (const src of scriptSources(html, new URL(page, baseURL).toString())) {
      const code = await (await request.get(src)).text();
      // An error kind only @formatjs/icu-messageformat-parser defines, kept as a string when minified.
      expect(code.includes('MALFORMED_ARGUMENT'), `${page}: ${src}`).toBe(false);
    }
  }
});
