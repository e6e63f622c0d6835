import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { withNoncePolicy } from '@/lib/http/nonce-policy';
import { routing } from '@/lib/i18n/routing';
import { isDashboardPath, splitLocalePrefix } from '@/lib/i18n/request-path';
import { isKnownPagePath } from '@/lib/page-catalogue';

const handleLocaleRouting = createMiddleware(routing);

/**
 * Locale routing only; authorization lives in the route handlers, never here. (The dashboard's
 * script nonce is set here too: Next reads it from a request header, which only a proxy can set.)
 *
 * Unknown paths are answered here with a 404 that shows the localized not-found page. Next does not
 * server-render a nested not-found.tsx reached through notFound() (the HTML arrives as an empty
 * shell, vercel/next.js#62228), and a root not-found that reads the locale from the request would
 * make every page dynamic. Rewriting to a static not-found page keeps both pages and 404s cacheable.
 */
export default function proxy(request: NextRequest) {
  const { locale, path } = splitLocalePrefix(request.nextUrl.pathname);
  if (!isKnownPagePath(path)) {
    const page = isDashboardPath(path) ? 'dashboard/page-not-found' : 'page-not-found';
    const notFound = (forwarded: NextRequest) =>
      NextResponse.rewrite(new URL(`/${locale}/${page}`, forwarded.url), { status: 404, request: { headers: forwarded.headers } });
    return isDashboardPath(path) ? withNoncePolicy(request, notFound) : notFound(request);
  }
  // The dashboard is rendered per request, so it can have a per-request script nonce.
  return isDashboardPath(path) ? withNoncePolicy(request, handleLocaleRouting) : handleLocaleRouting(request);
}

export const config = {
  // Everything except the API, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
