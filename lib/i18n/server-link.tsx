import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { getPathname } from './navigation';

type ServerLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to one of the site's pages in the page's language, for server components.
 *
 * next-intl's `Link` renders the same `next/link` for a link in the current language, but sends
 * `ref`, `locale` and `localeCookie` to the browser with each one (about 70 bytes of flight data per
 * link, twenty-odd links per page). Here the localized path is worked out on the server, so the
 * browser receives only `next/link`'s own props. Links that switch language stay with next-intl's
 * `Link` (the language switcher).
 */
export async function Link({ href, ...props }: ServerLinkProps) {
  const locale = await getLocale();
  return <NextLink href={getPathname({ href, locale })} {...props} />;
}
