import { clientIp } from '@/lib/http/client-ip';
import { json, readBody, route } from '@/lib/http/route';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/urls';
import { subscribe } from '@/lib/newsletter/subscribe';

/**
 * JSON in, JSON out for the footer form with JavaScript; a plain form post (no JavaScript) is
 * redirected to a page that tells the visitor the outcome in their language.
 */
export const POST = route(async (request) => {
  const isFormPost = !(request.headers.get('content-type') ?? '').includes('application/json');
  const body: Record<string, unknown> = await readBody(request).catch(() => ({}));
  const outcome = await subscribe(body, clientIp(request));
  if (isFormPost) {
    const locale = isLocale(body.locale) ? body.locale : defaultLocale;
    return new Response(null, {
      status: 303,
      headers: { Location: localizedPath(locale, `/newsletter/${outcome}`), 'Cache-Control': 'no-store' },
    });
  }
  return json({ status: outcome }, outcome === 'invalid' ? 400 : outcome === 'subscribed' ? 201 : 200);
});
