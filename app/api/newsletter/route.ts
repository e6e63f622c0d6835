import { newsletterIpPolicy } from '@/lib/auth/rate-limit';
import { fieldError } from '@/lib/http/input-error';
import { json, publicRoute } from '@/lib/http/route';
import { subscribe } from '@/lib/site/newsletter/subscribe';
import { localizedPath } from '@/lib/seo/urls';
import { newsletterSchema } from '@/lib/validations/newsletter';

/**
 * JSON in, JSON out for the footer form with JavaScript; a plain form post (no JavaScript) is
 * redirected to a page that tells the visitor the outcome in their language.
 */
export const POST = publicRoute({ body: newsletterSchema, rateLimit: newsletterIpPolicy }, async ({ body, request }) => {
  const outcome = body.email === null ? 'invalid' : await subscribe(body.email, body.locale);
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    return new Response(null, {
      status: 303,
      headers: { Location: localizedPath(body.locale, `/newsletter/${outcome}`), 'Cache-Control': 'no-store' },
    });
  }
  if (outcome === 'invalid') throw fieldError('email', 'invalidEmail');
  return json({ status: outcome }, outcome === 'subscribed' ? 201 : 200);
});
