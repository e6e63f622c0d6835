import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { withNoncePolicy } from '@/lib/http/nonce-policy';
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
 * Locale routing only; authorization lives in the route handlers, never here. (The dashboard's
 * script nonce is set here too: Next reads it from a request header, which only a proxy can set.)
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
    const notFound = (forwarded: NextRequest) =>
      NextResponse.rewrite(new URL(`/${locale}/${page}`, forwarded.url), { status: 404, request: { headers: forwarded.headers } });
    return isDashboardPath(path) ? withNoncePolicy(request, notFound) : notFound(request);
  }
  const cookie = request.cookies.get(localeCookie.name)?.value;
  const remembered = !prefixed && isLocale(cookie) ? cookie : null;
  if (remembered && remembered !== defaultLocale) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(remembered, path);
    return NextResponse.redirect(url);
  }
  const route = remembered ? routeAsDefault : routeByAcceptLanguage;
  // The dashboard is rendered per request, so it can have a per-request script nonce.
  if (isDashboardPath(path)) return withNoncePolicy(request, route);
  return withAnswerInHtml(request, route(request), locale, path);
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
  return NextResponse.rewrite(target);
}

export const config = {
  // Everything except the API, Next internals and files with an extension (sitemap.xml, robots.txt, icons).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
