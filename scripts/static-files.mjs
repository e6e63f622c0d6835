// Paths that name files: served from public/ or by Next itself, never rendered as pages. A request
// for such a file that does not exist gets a plain 404 here, instead of Next trying it as a page
// (a locale named `no-such-file.png`) and answering with a whole error document.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Extensions of the files the site serves; the load shedder serves them last as well. */
export const STATIC_FILE = /\.(?:css|js|mjs|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|webmanifest)$/i;

// Routes under app/ whose URLs look like files (app/robots.ts, app/sitemap.ts, app/flags/[file]);
// tests/unit/http/static-files.test.ts checks that app/ has no others.
export const APP_FILE_ROUTES = ['/robots.txt', '/sitemap.xml'];
export const APP_FILE_PREFIXES = ['/_next/', '/api/', '/flags/'];

function* filesUnder(dir, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), url);
    else yield url;
  }
}

/** Answers 404 (and returns true) for a GET or HEAD of a file that is neither in `publicDir` (if any) nor an app route. */
export function createMissingFileGuard(publicDir) {
  const files = new Set(existsSync(publicDir) ? filesUnder(publicDir) : []);
  return function answerMissingFile(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    let pathname;
    try {
      pathname = decodeURIComponent((request.url ?? '/').split('?')[0]);
    } catch {
      return false;
    }
    if (!STATIC_FILE.test(pathname) || files.has(pathname) || APP_FILE_ROUTES.includes(pathname)) return false;
    if (APP_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : 'Not Found\n');
    return true;
  };
}
