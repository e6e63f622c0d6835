import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';

// Route handlers revalidate Next's cache after a save; outside Next the calls are recorded instead.
const revalidated = vi.hoisted(() => ({ paths: [] as { path: string; type?: string }[] }));
vi.mock('next/cache', () => ({
  revalidatePath: (path: string, type?: string) => void revalidated.paths.push({ path, type }),
}));
const revalidatedPaths = () => revalidated.paths.map(({ path }) => path);

import { GET as editorGet, PUT as editorPut } from '@/app/api/admin/content/route';
import { POST as preview } from '@/app/api/admin/content/preview/route';
import { GET as siteMap } from '@/app/api/admin/site-map/route';
import { GET as adminExtensions, PUT as putExtension } from '@/app/api/admin/extensions/route';
import { GET as publicExtensions } from '@/app/api/extensions/route';
import { DELETE as deletePost, GET as listPosts, PUT as putPost } from '@/app/api/admin/blog/route';
import { POST as uploadMedia } from '@/app/api/admin/media/route';
import { GET as getMedia } from '@/app/api/media/[id]/route';
import { GET as exportMessages } from '@/app/api/admin/exports/contact-messages/route';
import { GET as exportSubscribers } from '@/app/api/admin/exports/newsletter/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as signup } from '@/app/api/signup/route';
import { pageCategories } from '@/lib/content/categories';
import { readPageContent } from '@/lib/content/page-content';
import { seedDefaultContent } from '@/lib/content/seed-content';
import { readBlogPost } from '@/lib/content/blog/posts';
import { database } from '@/lib/db/client';
import { findUserByEmail, updateUser } from '@/lib/db/queries/users';
import { isActive } from '@/lib/site/extensions/catalogue';
import { forgetPublicExtensions } from '@/lib/site/extensions/public-extensions';
import { callRoute } from '../support/call-route';
import { engines, releaseDatabase, useFreshDatabase } from '../support/engines';

afterAll(releaseDatabase);

const password = 'correct horse battery';

async function account(email: string, role: 'user' | 'admin') {
  const result = await callRoute(signup, { json: { username: email.split('@')[0], email, password, confirmPassword: password } });
  if (role === 'admin') await updateUser((await findUserByEmail(email))!.id, { role: 'admin' });
  return result.body.token as string;
}

const edit = {
  category: 'men',
  language: 'fr',
  title: 'Pointures homme, revues',
  description: 'Une description',
  content: '<p>Texte <strong>revu</strong></p><script>alert(1)</script><a href="javascript:x">lien</a>',
  image: '/content/men.webp',
  faqs: [{ question: 'Q ?', answer: 'R.' }],
  relatedTools: [{ title: 'Femmes', link: '/women' }],
};

describe.each(engines())('content administration on %s', (engine) => {
  let admin: string;
  let user: string;
  beforeEach(async () => {
    await useFreshDatabase(engine);
    revalidated.paths.length = 0;
    admin = await account('admin@example.com', 'admin');
    user = await account('user@example.com', 'user');
  });

  it('lets only admins read and write content', async () => {
    for (const [token, status] of [
      [undefined, 401],
      [user, 403],
    ] as const) {
      expect((await callRoute(editorPut, { method: 'PUT', token, json: edit })).status).toBe(status);
      expect((await callRoute(editorGet, { method: 'GET', token, path: '/api/admin/content?category=men&language=fr' })).status).toBe(
        status,
      );
      expect(
        (await callRoute(putExtension, { method: 'PUT', token, json: { key: 'chat', status: 'enabled', config: { appKey: 'abcd-1234' } } }))
          .status,
      ).toBe(status);
      expect((await callRoute(exportMessages, { method: 'GET', token })).status).toBe(status);
    }
    expect(await database().db.selectFrom('content_translations').selectAll().execute()).toEqual([]);
  });

  it('saves an edit sanitized, revalidates the page and keeps it through a reseed', async () => {
    await seedDefaultContent();
    const saved = await callRoute(editorPut, { method: 'PUT', token: admin, json: edit });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe('<p>Texte <strong>revu</strong></p><a>lien</a>');
    // Expired at once (no stale-while-revalidate profile) in every language, English included.
    expect(revalidated.paths).toContainEqual({ path: '/fr/men', type: undefined });
    expect(revalidatedPaths()).toEqual(expect.arrayContaining(['/en/men', '/ja/men', '/de/men']));
    expect(revalidated.paths).toHaveLength(13);
    const audit = await database().db.selectFrom('audit_log').selectAll().where('action', '=', 'content.update').execute();
    expect(audit).toEqual([expect.objectContaining({ actor_email: 'admin@example.com', target_label: 'men/fr', target_user_id: null })]);
    await seedDefaultContent();
    const page = await readPageContent('men', 'fr');
    expect(page).toMatchObject({ title: 'Pointures homme, revues', faqs: edit.faqs, placeholder: false });
    const loaded = await callRoute(editorGet, { method: 'GET', token: admin, path: '/api/admin/content?category=men&language=fr' });
    expect(loaded.body).toMatchObject({ exists: true, origin: 'admin', title: 'Pointures homme, revues' });
  }, 90_000);

  it.each([
    [{ ...edit, category: 'brand-acme' }, 404],
    [{ ...edit, language: 'xx' }, 400],
    [{ ...edit, image: 'https://evil.example/x.png' }, 400],
    [{ ...edit, relatedTools: [{ title: 'x', link: 'javascript:alert(1)' }] }, 400],
    [{ ...edit, title: '' }, 400],
    [{ ...edit, extra: 1 }, 400],
  ])('refuses bad input %# and stores nothing', async (body, status) => {
    expect((await callRoute(editorPut, { method: 'PUT', token: admin, json: body })).status).toBe(status);
    expect(await database().db.selectFrom('content_translations').selectAll().execute()).toEqual([]);
  });

  it('previews HTML exactly as the allow-list leaves it', async () => {
    const result = await callRoute(preview, { token: admin, json: { content: '<h2>T</h2><img src=x onerror=alert(1)>' } });
    expect(result.body.html).toBe('<h2>T</h2><img src="x" />');
  });

  it('reports which pages and languages show the placeholder', async () => {
    await seedDefaultContent();
    await database().db.deleteFrom('content_translations').where('category', '=', 'brand-ugg').where('locale', '=', 'ko').execute();
    const { pages } = (await callRoute(siteMap, { method: 'GET', token: admin })).body;
    // One row per page of the catalogue: home, the regular converters, every country and brand.
    expect(pages).toHaveLength(pageCategories.length);
    expect(pages.find((page: { category: string }) => page.category === 'brand-ugg')).toMatchObject({
      status: 'missing',
      path: '/brand/ugg',
      states: { ko: 'placeholder', en: 'shipped' },
    });
    expect(pages.find((page: { category: string }) => page.category === 'men')).toMatchObject({ status: 'complete' });
  }, 60_000);

  describe('extensions', () => {
    // The public answer is kept in memory per process; every test starts from its own database.
    beforeEach(forgetPublicExtensions);

    it('are read from the database once per 30 seconds, and an admin change shows at once', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const start = Date.now();
        const chat = async () => (await callRoute(publicExtensions, { method: 'GET' })).body.data[0];
        expect(await chat()).toMatchObject({ status: 'disabled' });
        // Saved behind this process's back, as another instance would: not read until the 30 s are up.
        await database()
          .db.insertInto('extensions')
          .values({ key: 'chat', status: 'enabled', config: '{"appKey":"abcd-1234"}', updated_at: 'x' })
          .execute();
        vi.setSystemTime(start + 29_000);
        expect(await chat()).toMatchObject({ status: 'disabled' });
        vi.setSystemTime(start + 30_001);
        expect(await chat()).toEqual({ key: 'chat', status: 'enabled', config: { appKey: 'abcd-1234' } });
        // Saved through this instance: the very next answer has it.
        await callRoute(putExtension, {
          method: 'PUT',
          token: admin,
          json: { key: 'chat', status: 'disabled', config: { appKey: 'abcd-1234' } },
        });
        expect(await chat()).toMatchObject({ status: 'disabled' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('are disabled until an admin enables them, and expose only their public setting', async () => {
      const before = await callRoute(publicExtensions, { method: 'GET' });
      expect(before.body).toEqual({
        success: true,
        data: [
          { key: 'chat', status: 'disabled', config: { appKey: '' } },
          { key: 'analytics', status: 'disabled', config: { measurementId: '' } },
        ],
      });
      expect(before.body.data.some(isActive)).toBe(false);
      await callRoute(putExtension, {
        method: 'PUT',
        token: admin,
        json: { key: 'chat', status: 'enabled', config: { appKey: '8d5c3f0e-1111-4a2b-9c3d-0123456789ab' } },
      });
      await callRoute(putExtension, {
        method: 'PUT',
        token: admin,
        json: { key: 'analytics', status: 'disabled', config: { measurementId: 'G-ABC123DEF4' } },
      });
      const after = (await callRoute(publicExtensions, { method: 'GET' })).body.data;
      expect(after).toEqual([
        { key: 'chat', status: 'enabled', config: { appKey: '8d5c3f0e-1111-4a2b-9c3d-0123456789ab' } },
        { key: 'analytics', status: 'disabled', config: { measurementId: 'G-ABC123DEF4' } },
      ]);
      expect(after.map(isActive)).toEqual([true, false]);
      expect((await callRoute(adminExtensions, { method: 'GET', token: admin })).body.data).toEqual(after);
    });

    it('an enabled extension without its key does not load', async () => {
      await callRoute(putExtension, {
        method: 'PUT',
        token: admin,
        json: { key: 'analytics', status: 'enabled', config: { measurementId: '' } },
      });
      expect((await callRoute(publicExtensions, { method: 'GET' })).body.data.map(isActive)).toEqual([false, false]);
    });

    it.each([
      { key: 'chat', status: 'enabled', config: { appKey: '<script>' } },
      { key: 'analytics', status: 'enabled', config: { measurementId: 'UA-1234' } },
      { key: 'analytics', status: 'on', config: { measurementId: 'G-ABC123DEF4' } },
      { key: 'chat', status: 'enabled', config: { appKey: 'abcd-1234', secret: 'x' } },
      { key: 'ads', status: 'enabled', config: {} },
    ])('refuses %j and changes nothing', async (body) => {
      expect((await callRoute(putExtension, { method: 'PUT', token: admin, json: body })).status).toBe(400);
      expect(await database().db.selectFrom('extensions').selectAll().execute()).toEqual([]);
    });

    it('treats a stored setting that no longer fits as empty', async () => {
      await database()
        .db.insertInto('extensions')
        .values({ key: 'chat', status: 'enabled', config: '{"appKey":"<img src=x>"}', updated_at: 'x' })
        .execute();
      expect((await callRoute(publicExtensions, { method: 'GET' })).body.data[0]).toEqual({
        key: 'chat',
        status: 'enabled',
        config: { appKey: '' },
      });
    });
  });

  it('writes, lists and deletes blog posts per language', async () => {
    const post = {
      slug: 'how-to-measure',
      language: 'en',
      title: 'How to measure',
      description: 'Feet',
      content: '<p>Stand on paper.</p><script>x</script>',
      image: null,
    };
    expect((await callRoute(putPost, { method: 'PUT', token: admin, json: post })).status).toBe(200);
    expect(
      (await callRoute(putPost, { method: 'PUT', token: admin, json: { ...post, language: 'de', title: 'Richtig messen' } })).status,
    ).toBe(200);
    expect(revalidatedPaths()).toEqual(
      expect.arrayContaining(['/en/blog/how-to-measure', '/ko/blog/how-to-measure', '/en/blog', '/ja/blog', '/sitemap.xml']),
    );
    expect((await readBlogPost('how-to-measure', 'en'))?.content).toBe('<p>Stand on paper.</p>');
    expect(await readBlogPost('how-to-measure', 'fr')).toBeNull();
    expect((await callRoute(listPosts, { method: 'GET', token: admin })).body.posts).toEqual([
      expect.objectContaining({ slug: 'how-to-measure', languages: expect.arrayContaining(['en', 'de']) }),
    ]);
    expect((await callRoute(putPost, { method: 'PUT', token: admin, json: { ...post, slug: 'Bad Slug' } })).status).toBe(400);
    expect(
      (await callRoute(deletePost, { method: 'DELETE', token: admin, path: '/api/admin/blog?slug=how-to-measure&language=en' })).status,
    ).toBe(204);
    expect(await readBlogPost('how-to-measure', 'en')).toBeNull();
    expect((await readBlogPost('how-to-measure', 'de'))?.title).toBe('Richtig messen');
    expect((await callRoute(deletePost, { method: 'DELETE', token: admin, path: '/api/admin/blog?slug=how-to-measure' })).status).toBe(204);
    expect(await database().db.selectFrom('content_records').selectAll().execute()).toEqual([]);
  });

  it('stores uploaded images re-encoded as WebP, refuses what is not an image, and serves them', async () => {
    const png = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: '#2f7cf6' } })
      .png()
      .toBuffer();
    const uploaded = await callRoute(uploadMedia, { token: admin, body: new Uint8Array(png), path: '/api/admin/media?name=hero.png' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 3840, height: 768, name: 'hero.png' });
    const served = await callRoute(getMedia, { method: 'GET', params: { id: uploaded.body.id } });
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.response.arrayBuffer())).metadata()).format).toBe('webp');
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    for (const body of [fake, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      expect((await callRoute(uploadMedia, { token: admin, body: new Uint8Array(body), path: '/api/admin/media?name=x' })).status).toBe(
        400,
      );
    }
    expect((await callRoute(uploadMedia, { token: user, body: new Uint8Array(png), path: '/api/admin/media' })).status).toBe(403);
    expect(await database().db.selectFrom('media').select('id').execute()).toHaveLength(1);
    expect(await database().db.selectFrom('audit_log').select('action').where('action', '=', 'media.upload').execute()).toHaveLength(1);
  });

  it('exports contact messages and subscribers as CSV that a spreadsheet cannot run', async () => {
    await callRoute(contact, {
      json: { name: '=HYPERLINK("x")', email: 'zoe@example.com', message: 'Hello, "sizes"\nline two', locale: 'de' },
    });
    const csv = await callRoute(exportMessages, { method: 'GET', token: admin });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('contact-messages.csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")","zoe@example.com","de","Hello, ""sizes""\nline two"`);
    const subscribers = await callRoute(exportSubscribers, { method: 'GET', token: admin });
    expect(subscribers.body.split('\r\n')[0]).toBe('"date","email","language"');
    // The byte-order mark that tells spreadsheets the file is UTF-8 (text() decodes it away).
    expect([...new Uint8Array(await subscribers.response.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
