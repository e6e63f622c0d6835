import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FILE_PREFIXES, APP_FILE_ROUTES, createMissingFileGuard } from '@/scripts/static-files.mjs';

class FakeResponse {
  status = 0;
  headers: Record<string, string> = {};
  body: string | undefined;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  end(body?: string) {
    this.body = body;
  }
}

const answerMissingFile = createMissingFileGuard(path.join(process.cwd(), 'public'));

function ask(url: string, method = 'GET') {
  const response = new FakeResponse();
  const answered = answerMissingFile({ method, url }, response as never);
  return { answered, response };
}

describe('missing static files', () => {
  it('get a plain 404, not a page', () => {
    for (const url of ['/no-such-file.png', '/fr/icon.svg', '/content/nothing.webp?w=3', '/a/b/c.js']) {
      const { answered, response } = ask(url);
      expect({ url, answered, status: response.status }).toEqual({ url, answered: true, status: 404 });
      expect(response.headers['Content-Type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toBe('Not Found\n');
    }
    expect(ask('/no-such-file.png', 'HEAD').response.body).toBeUndefined();
  });

  it('leave existing public files, app routes, the API, Next and pages to Next', () => {
    for (const url of [
      '/icon.svg',
      '/content/men.webp',
      '/robots.txt',
      '/sitemap.xml',
      '/flags/FR.svg',
      '/_next/static/chunks/x.js',
      '/api/media/abc.png',
      '/men',
      '/fr/blog/shoe-sizes',
      '/blog/v2.0-notes',
    ]) {
      expect({ url, answered: ask(url).answered }).toEqual({ url, answered: false });
    }
    expect(ask('/no-such-file.png', 'POST').answered).toBe(false);
  });

  it('know every route under app/ whose address looks like a file', () => {
    // Next's metadata files at the app root, and top-level folders other than the pages and the API.
    const metadata = /^(robots|sitemap|manifest|favicon|icon\d*|apple-icon\d*|opengraph-image|twitter-image)\./;
    const entries = readdirSync(path.join(process.cwd(), 'app'), { withFileTypes: true });
    const fileRoutes = entries.filter((entry) => entry.isFile() && metadata.test(entry.name)).map((entry) => entry.name);
    expect(fileRoutes.sort()).toEqual(['robots.ts', 'sitemap.ts']);
    expect(APP_FILE_ROUTES).toEqual(['/robots.txt', '/sitemap.xml']);
    const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('[')).map((entry) => `/${entry.name}/`);
    for (const folder of folders) expect(APP_FILE_PREFIXES).toContain(folder);
  });
});
