/**
 * Routing that Next's router does from next.config, without running the proxy.
 *
 * Running proxy.ts costs about 1 ms of server CPU per request (Next builds a Request, a Response
 * and their async context for it), as much again as serving a cached converter page. So the proxy's
 * matcher leaves out the requests whose answer it would not change (see `config` in proxy.ts), and
 * these rewrites give those requests what the proxy would have given them:
 *
 * - an unprefixed converter page (or the home page) asked by an English reader is the `en` page;
 * - a converter page asked with a shared answer in its query (`?gender=men&system=us&size=9`) is
 *   served by its dynamic variant, which renders the answer into the HTML. This one applies after
 *   the proxy too: it sees the proxy's `/en/men` as well as a `/ja/men` the proxy never ran for.
 *
 * Next applies these rules in order, each to the path the ones before it left: `/men?size=9` becomes
 * `/en/men`, then `/en/men/result`.
 */
// Relative imports: next.config.ts loads this module, and its loader resolves `@/` from the folder
// of the importing file instead of the project's root.
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { answerQueryKeys } from '../converter/answer-query.ts';
import { answerVariantPath, converterPaths } from '../page-catalogue.ts';
import { defaultLocale, locales } from './routing.ts';

const oneOf = (values: readonly string[]) => `(${values.join('|')})`;

/** Every converter page as one path pattern: `/men`, `/country/japanese`, `/brand/nike`… */
const converterPage = `/:page${oneOf(converterPaths.map((path) => path.slice(1)))}`;

/** An unprefixed converter page or home page, served in the default language. */
function defaultLanguageRewrites(): Rewrite[] {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: converterPage, destination: `/${defaultLocale}/:page` },
  ];
}

/** A page asked with any of the converter's query keys: its dynamic variant, in any language. */
function answerVariantRewrites(): Rewrite[] {
  const locale = `/:locale${oneOf(locales)}`;
  const pages = [
    { source: locale, destination: `/:locale${answerVariantPath('/')}` },
    { source: `${locale}${converterPage}`, destination: `/:locale${answerVariantPath('/:page')}` },
  ];
  return pages.flatMap((page) => answerQueryKeys.map((key) => ({ ...page, has: [{ type: 'query' as const, key }] })));
}

export function pageRewrites(): Rewrite[] {
  return [...defaultLanguageRewrites(), ...answerVariantRewrites()];
}
