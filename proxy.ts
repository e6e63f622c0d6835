import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { withNoncePolicy } from '@/lib/http/nonce-policy';
import { defaultLocale, isLocale, localeCookie, routing, type Locale } from '@/lib/i18n/routing';
import { preferredLocale } from '@/lib/i18n/preferred-locale';
import { isDashboardPath, splitLocalePrefix } from '@/lib/i18n/request-path';
import { answerVariantPath, blogPostSlug, isAnswerPagePath, isKnownPagePath } from '@/lib/page-catalogue';
import { hasAnswerQuery } from '@/lib/converter/answer-query';
import { localizedPath } from '@/lib/seo/urls';

/**
 * The prefix handling of next-intl (`/men` is the English page, `/en/men` redirects to it). The
 * language of an unprefixed visit is chosen before it, below: a remembered choice, or else the
 * browser's (lib/i18n/preferred-locale.ts).
 */
const handleI18nRouting = createMiddleware({ ...routing, localeDetection: false });

/**
 * Locale routing only; authorization lives in the route handlers, never here. (The dashboard's
 * script nonce is set here too: Next reads it from a request header, which only a proxy can set.)
 *
 * Unknown paths are answered here with a 404 that shows the localized not-found page. Next does not
 * server-render a nested not-found.tsx reached through notFound() (the HTML arrives as an empty
 * shell, vercel/next.js#62228; still so on Next 16.4.6, prerendered or not: bench/RESULTS.md), and a
 * root not-found that reads the locale from the request would make every page dynamic. Rewriting to
 * a static not-found page keeps both pages and 404s cacheable.
 *
 * The remembered language (the switcher's cookie) is read here and never written: next-intl's
 * cookie handling is off, so no page answer carries Set-Cookie.
 */
export default function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { locale, path, prefixed } = splitLocalePrefix(request.nextUrl.pathname);
  if (!isKnownPagePath(path)) return pageNotFound(request, locale, path);
  const chosen = prefixed ? null : chosenLocale(request);
  if (chosen && chosen !== defaultLocale) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(chosen, path);
    return NextResponse.redirect(url);
  }
  // The dashboard is rendered per request, so it can have a per-request script nonce.
  if (isDashboardPath(path)) return withNoncePolicy(request, handleI18nRouting);
  const post = blogPostSlug(path);
  if (post) return blogPost(request, locale, path, post);
  return withAnswerInHtml(request, handleI18nRouting(request), locale, path);
}

/** The localized not-found page, answered with status 404. */
function pageNotFound(request: NextRequest, locale: Locale, path: string): NextResponse {
  const page = isDashboardPath(path) ? 'dashboard/page-not-found' : 'page-not-found';
  const notFound = (forwarded: NextRequest) =>
    NextResponse.rewrite(new URL(`/${locale}/${page}`, forwarded.url), { status: 404, request: { headers: forwarded.headers } });
  return isDashboardPath(path) ? withNoncePolicy(request, notFound) : notFound(request);
}

/**
 * Which posts exist, and in which languages, is the database's business, so a blog post's path is
 * looked up here (only these paths wait for it): a missing or untranslated post gets the same
 * server-rendered 404 as any unknown page, for the reason above. Should the database fail, the page
 * decides (its notFound() still shows the branded page once the browser has rendered it).
 */
async function blogPost(request: NextRequest, locale: Locale, path: string, slug: string): Promise<NextResponse> {
  const response = handleI18nRouting(request);
  if (response.status >= 300 && response.status < 400) return response;
  const { blogPostExists } = await import('@/lib/content/blog/posts');
  const exists = await blogPostExists(slug, locale).catch(() => true);
  return exists ? response : pageNotFound(request, locale, path);
}

/**
 * A converter page asked with a shared answer in its query is served by the page's dynamic variant,
 * which renders the answer into the HTML (readable without JavaScript, no shift when it hydrates).
 * The page without such a query stays the static, cached one.
 */
function withAnswerInHtml(request: NextRequest, response: NextResponse, locale: Locale, path: string): NextResponse {
  const redirected = response.status >= 300 && response.status < 400;
  if (redirected || !isAnswerPagePath(path) || !hasAnswerQuery(request.nextUrl.searchParams)) return response;
  return NextResponse.rewrite(new URL(`/${locale}${answerVariantPath(path)}${request.nextUrl.search}`, request.url));
}

/** The language of an unprefixed visit: the one remembered, or else the one the browser asks for. */
function chosenLocale(request: NextRequest): Locale | null {
  const cookie = request.cookies.get(localeCookie.name)?.value;
  return isLocale(cookie) ? cookie : preferredLocale(request.headers.get('accept-language'));
}

/**
 * Where the proxy runs: every page, not the API, Next's internals or files with an extension
 * (sitemap.xml, robots.txt, icons), as next-intl documents it.
 */
export const config = {
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
