import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getContent } from '@/app/api/content/route';
import { GET as getReactions, POST as postReaction } from '@/app/api/reactions/route';
import { GET as getMyReactions } from '@/app/api/reactions/mine/route';
import { POST as signup } from '@/app/api/signup/route';
import { pageCategories } from '@/lib/content/categories';
import { readPageContent } from '@/lib/content/page-content';
import { seedDefaultContent } from '@/lib/content/seed-content';
import { storedSecret } from '@/lib/auth/stored-secret';
import { database } from '@/lib/db/client';
import { locales } from '@/lib/i18n/routing';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const KEY = 'integration-content-api-key-0123456789';
const password = 'correct horse battery';

async function account(email: string) {
  const result = await callRoute(signup, { json: { username: email.split('@')[0], email, password, confirmPassword: password } });
  expect(result.status).toBe(201);
  return { token: result.body.token as string, id: result.body.user._id as string };
}

const content = (query: string, token: string | null = KEY) =>
  callRoute(getContent, {
    method: 'GET',
    path: `/api/content?${query}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe.each(engines())('content on %s', (engine) => {
  beforeAll(async () => {
    process.env.CONTENT_API_KEY = KEY;
    await useFreshDatabase(engine);
    await seedDefaultContent();
  }, 120_000);
  afterAll(() => {
    delete process.env.CONTENT_API_KEY;
  });

  it('refuses a missing, malformed or wrong key with 401 and no content', async () => {
    for (const token of [null, 'wrong-key-that-is-long-enough-000', `${KEY}x`, KEY.slice(0, -1)]) {
      const result = await content('category=men&language=en', token);
      expect(result.status, String(token)).toBe(401);
      expect(result.body.error.code).toBe('invalidApiKey');
      expect(JSON.stringify(result.body)).not.toContain('faqs');
    }
    const basic = await callRoute(getContent, {
      method: 'GET',
      path: '/api/content?category=men',
      headers: { authorization: `Basic ${KEY}` },
    });
    expect(basic.status).toBe(401);
  });

  it('answers every page category in every language with real content', async () => {
    for (const category of pageCategories) {
      const result = await content(`category=${category}`);
      expect(result.status, category).toBe(200);
      expect(result.body.found, category).toBe(true);
      expect(Object.keys(result.body.translations).sort(), category).toEqual([...locales].sort());
      for (const locale of locales) {
        const translation = result.body.translations[locale];
        expect(translation.title, `${category}/${locale}`).not.toBe('Not Found');
        expect(translation.faqs.length, `${category}/${locale}`).toBeGreaterThanOrEqual(5);
        expect(translation.relatedTools.length, `${category}/${locale}`).toBeGreaterThan(0);
        expect(translation.image, `${category}/${locale}`).toMatch(/^\/content\/.+\.webp$/);
        expect(translation.reactions).toEqual({ likes: 0, unlikes: 0, reports: [], users: {} });
      }
    }
  });

  it('narrows to one language, and answers the placeholder for an unknown category or language', async () => {
    const one = await content('category=brand-nike&language=ja');
    expect(Object.keys(one.body.translations)).toEqual(['ja']);
    for (const query of [
      'category=brand-acme&language=en',
      'category=men&language=xx',
      'category=blog-no-such-post',
      'category=%3Cscript%3E',
    ]) {
      const result = await content(query);
      expect(result.status, query).toBe(200);
      expect(result.body.found, query).toBe(false);
      const [translation] = Object.values(result.body.translations) as Record<string, unknown>[];
      expect(translation, query).toMatchObject({ title: 'Not Found', faqs: [], relatedTools: [], content: '' });
    }
  });

  it('refuses a query with unknown parameters', async () => {
    const result = await content('category=men&sort=desc');
    expect(result.status).toBe(400);
  });

  it('gives pages the placeholder for a missing language and keeps the others', async () => {
    await database().db.deleteFrom('content_translations').where('category', '=', 'women').where('locale', '=', 'pl').execute();
    expect(await readPageContent('women', 'pl')).toMatchObject({ placeholder: true, title: 'Not Found', faqs: [], relatedTools: [] });
    expect((await readPageContent('women', 'de')).placeholder).toBe(false);
  });

  it('seeding again restores shipped content but never overwrites an admin edit', async () => {
    await database()
      .db.updateTable('content_translations')
      .set({ title: 'Edited by hand', origin: 'admin' })
      .where('category', '=', 'kids')
      .where('locale', '=', 'fr')
      .execute();
    await database()
      .db.updateTable('content_translations')
      .set({ default_hash: 'stale' })
      .where('category', '=', 'kids')
      .where('locale', '=', 'de')
      .execute();
    const report = await seedDefaultContent();
    expect(report.inserted).toBe(1); // women/pl, deleted above
    expect(report.refreshed).toBe(1); // kids/de held an outdated shipped version
    expect((await readPageContent('kids', 'fr')).title).toBe('Edited by hand');
    expect((await readPageContent('women', 'pl')).placeholder).toBe(false);
  });

  it('sanitizes stored HTML again on the way out', async () => {
    await database()
      .db.updateTable('content_translations')
      .set({ content: '<p>Fine</p><script>alert(1)</script><img src="x" onerror="alert(2)">' })
      .where('category', '=', 'men')
      .where('locale', '=', 'it')
      .execute();
    const page = await readPageContent('men', 'it');
    expect(page.content).toContain('<p>Fine</p>');
    expect(page.content).not.toMatch(/script|onerror/);
  });

  describe('reactions', () => {
    const target = { category: 'brand-puma', language: 'en' };
    const counts = () => callRoute(getReactions, { method: 'GET', path: '/api/reactions?category=brand-puma&language=en' });

    it('keeps one reaction per user, changeable, and counts them', async () => {
      const ann = await account(`ann-${engine}@example.com`);
      const bob = await account(`bob-${engine}@example.com`);
      expect((await callRoute(postReaction, { token: ann.token, json: { ...target, action: 'like' } })).body).toMatchObject({
        likes: 1,
        unlikes: 0,
        mine: 'like',
      });
      expect((await callRoute(postReaction, { token: ann.token, json: { ...target, action: 'like' } })).body).toMatchObject({
        likes: 1,
        unlikes: 0,
      });
      expect((await callRoute(postReaction, { token: bob.token, json: { ...target, action: 'like' } })).body).toMatchObject({ likes: 2 });
      expect((await callRoute(postReaction, { token: ann.token, json: { ...target, action: 'unlike' } })).body).toMatchObject({
        likes: 1,
        unlikes: 1,
        mine: 'unlike',
      });
      expect((await counts()).body).toEqual({ likes: 1, unlikes: 1 });
      expect(
        (await callRoute(getMyReactions, { method: 'GET', token: bob.token, path: '/api/reactions/mine?category=brand-puma&language=en' }))
          .body,
      ).toMatchObject({ mine: 'like' });
      expect((await callRoute(postReaction, { token: bob.token, json: { ...target, action: 'clear' } })).body).toMatchObject({
        likes: 0,
        unlikes: 1,
        mine: null,
      });

      const api = await content('category=brand-puma&language=en');
      expect(api.body.translations.en.reactions).toMatchObject({ likes: 0, unlikes: 1, users: { [ann.id]: 'unlike' } });
      // Another language of the same page counts apart.
      expect((await callRoute(getReactions, { method: 'GET', path: '/api/reactions?category=brand-puma&language=fr' })).body).toEqual({
        likes: 0,
        unlikes: 0,
      });
    });

    it('keeps one report per user with its reason, listed in the content API', async () => {
      const cy = await account(`cy-${engine}@example.com`);
      const report = (reason: string) => callRoute(postReaction, { token: cy.token, json: { ...target, action: 'report', reason } });
      expect((await report('The UK column looks wrong')).body).toMatchObject({ reported: true });
      expect((await report('Actually the EU column')).status).toBe(200);
      const reports = (await content('category=brand-puma&language=en')).body.translations.en.reactions.reports;
      expect(reports).toEqual([expect.objectContaining({ userId: cy.id, reason: 'Actually the EU column' })]);
    });

    it('refuses anonymous users, unknown pages and bad input, and changes nothing', async () => {
      const dee = await account(`dee-${engine}@example.com`);
      expect((await callRoute(postReaction, { json: { ...target, action: 'like' } })).status).toBe(401);
      expect(
        (await callRoute(postReaction, { token: dee.token, json: { category: 'brand-acme', language: 'en', action: 'like' } })).status,
      ).toBe(404);
      for (const body of [
        { ...target, action: 'love' },
        { ...target, action: 'report' },
        { ...target, action: 'report', reason: '   ' },
        { ...target, action: 'report', reason: 'x'.repeat(501) },
        { ...target, language: 'xx', action: 'like' },
        { ...target, action: 'like', extra: true },
      ]) {
        expect((await callRoute(postReaction, { token: dee.token, json: body })).status, JSON.stringify(body)).toBe(400);
      }
      const rows = await database().db.selectFrom('content_reactions').selectAll().where('user_id', '=', dee.id).execute();
      expect(rows).toEqual([]);
    });
  });
});

describe('the content API key', () => {
  it('is generated once under the data directory when not set, and kept', async () => {
    await useFreshDatabase('sqlite');
    delete process.env.CONTENT_API_KEY;
    const { resetServerEnvForTests } = await import('@/lib/env');
    resetServerEnvForTests();
    const key = storedSecret('contentApiKey');
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(storedSecret('contentApiKey')).toBe(key);
    const { statSync } = await import('node:fs');
    const path = await import('node:path');
    expect(statSync(path.join(process.env.DATA_DIR!, 'content-api-key')).mode & 0o777).toBe(0o600);
    expect((await content('category=men', key)).status).toBe(200);
  });
});
