import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';
import { isDashboardPath, splitLocalePrefix } from '@/lib/i18n/request-path';
import { isKnownPagePath } from '@/lib/page-catalogue';

const handleLocaleRouting = createMiddleware(routing);

/**
 * Locale routing only; authorization lives in the route handlers, never here.
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
    return NextResponse.rewrite(new URL(`/${locale}/${page}`, request.url), { status: 404 });
  }
  return handleLocaleRouting(request);
}

export const config = {
  // Everything except the API, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
