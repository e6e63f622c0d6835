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
import { answerVariantPath, regularTools } from '../page-catalogue.ts';
import { brandSlugs, countrySlugs } from '../sizes/slugs.ts';
import { defaultLocale, locales } from './routing.ts';

const oneOf = (values: readonly string[]) => `(${values.join('|')})`;

/** The converter pages: a path pattern, and the same path with its parameters for a destination. */
const converterPages = [
  { source: `/:tool${oneOf(regularTools)}`, path: '/:tool' },
  { source: `/country/:country${oneOf(countrySlugs)}`, path: '/country/:country' },
  { source: `/brand/:brand${oneOf(brandSlugs)}`, path: '/brand/:brand' },
];

/** An unprefixed converter page or home page, served in the default language. */
function defaultLanguageRewrites(): Rewrite[] {
  return [
    { source: '/', destination: `/${defaultLocale}` },
    ...converterPages.map((page) => ({ source: page.source, destination: `/${defaultLocale}${page.path}` })),
  ];
}

/** A page asked with any of the converter's query keys: its dynamic variant, in any language. */
function answerVariantRewrites(): Rewrite[] {
  const locale = `/:locale${oneOf(locales)}`;
  const pages = [{ source: '', path: '/' }, ...converterPages];
  return pages.flatMap((page) =>
    answerQueryKeys.map((key) => ({
      source: `${locale}${page.source}`,
      has: [{ type: 'query' as const, key }],
      destination: `/:locale${answerVariantPath(page.path)}`,
    })),
  );
}

export function pageRewrites(): Rewrite[] {
  return [...defaultLanguageRewrites(), ...answerVariantRewrites()];
}
