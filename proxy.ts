import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { defaultLocale, isLocale, localeCookie, routing, type Locale } from '@/lib/i18n/routing';
import { isDashboardPath, splitLocalePrefix } from '@/lib/i18n/request-path';
import { answerVariantPath, isAnswerPagePath, isKnownPagePath } from '@/lib/page-catalogue';
import { hasAnswerQuery } from '@/lib/converter/answer-query';
import { localizedPath } from '@/lib/seo/urls';

/** An unprefixed first visit without a remembered choice: the browser's Accept-Language decides. */
const routeByAcceptLanguage = createMiddleware(routing);
/** An unprefixed visit by someone who chose English: English, whatever the browser prefers. */
const routeAsDefault = createMiddleware({ ...routing, localeDetection: false });

/**
 * Locale routing only; authorization lives in the route handlers, never here.
 *
 * Unknown paths are answered here with a 404 that shows the localized not-found page. Next does not
 * server-render a nested not-found.tsx reached through notFound() (the HTML arrives as an empty
 * shell, vercel/next.js#62228), and a root not-found that reads the locale from the request would
 * make every page dynamic. Rewriting to a static not-found page keeps both pages and 404s cacheable.
 *
 * The remembered language (the switcher's cookie) is read here and never written: next-intl's
 * cookie handling is off, so no page answer carries Set-Cookie.
 */
export default function proxy(request: NextRequest) {
  const { locale, path, prefixed } = splitLocalePrefix(request.nextUrl.pathname);
  if (!isKnownPagePath(path)) {
    const page = isDashboardPath(path) ? 'dashboard/page-not-found' : 'page-not-found';
    return NextResponse.rewrite(new URL(`/${locale}/${page}`, request.url), { status: 404 });
  }
  const cookie = request.cookies.get(localeCookie.name)?.value;
  const remembered = !prefixed && isLocale(cookie) ? cookie : null;
  if (remembered && remembered !== defaultLocale) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(remembered, path);
    return NextResponse.redirect(url);
  }
  const response = (remembered ? routeAsDefault : routeByAcceptLanguage)(request);
  return withAnswerInHtml(request, response, locale, path);
}

/**
 * A converter page asked with a shared answer in its query is served by the page's dynamic variant,
 * which renders the answer into the HTML (readable without JavaScript, no shift when it hydrates).
 * The page without such a query stays the static, cached one.
 */
function withAnswerInHtml(request: NextRequest, response: NextResponse, locale: Locale, path: string): NextResponse {
  const redirected = response.status >= 300 && response.status < 400;
  if (redirected || !isAnswerPagePath(path) || !hasAnswerQuery(request.nextUrl.searchParams)) return response;
  const target = new URL(`/${locale}${answerVariantPath(path)}${request.nextUrl.search}`, request.url);
  const rewritten = NextResponse.rewrite(target);
  const link = response.headers.get('link');
  if (link) rewritten.headers.set('link', link);
  return rewritten;
}

export const config = {
  // Everything except the API, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
