/**
 * Routing that Next's router does from next.config, without running the proxy.
 *
 * Running proxy.ts costs about 1 ms of server CPU per request (Next builds a Request, a Response
 * and their async context for it), as much again as serving a cached converter page. So the proxy's
 * matcher leaves out the requests whose answer it would not change (see `config` in proxy.ts), and
 * these rewrites give an unprefixed converter page (or the home page) asked by an English reader the
 * `en` page, as the proxy would have.
 *
 * Keep these rules few: Next's page module compiles the pattern of every rule again on every
 * request (about 12 µs each on the bench machine), whatever the path. Shared answers in the query
 * go through the proxy for that reason, not through fourteen more rules here.
 */
// Relative imports: next.config.ts loads this module, and its loader resolves `@/` from the folder
// of the importing file instead of the project's root.
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { converterPaths } from '../page-catalogue.ts';
import { defaultLocale } from './routing.ts';

/** Every converter page as one path pattern: `/men`, `/country/japanese`, `/brand/nike`… */
const converterPage = `/:page(${converterPaths.map((path) => path.slice(1)).join('|')})`;

export function pageRewrites(): Rewrite[] {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: converterPage, destination: `/${defaultLocale}/:page` },
  ];
}
