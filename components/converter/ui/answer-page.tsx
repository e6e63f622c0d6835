import type { ReactNode } from 'react';
import { answerQueryString } from '@/lib/converter/answer-query';
import { brandToBrandAnswer } from '@/lib/converter/brand-to-brand-answer';
import { isBrandSlug } from '@/lib/page-catalogue';
import { AnswerQuery } from '../loading/answer-query';

type SearchParams = Record<string, string | string[] | undefined>;

function toQuery(searchParams: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(key, first);
  }
  return query;
}

/**
 * The dynamic variant of a converter page (`/men/result`, reached only through the proxy's rewrite
 * of `/men?…`): the same page, with the shared answer's query handed to its converter so the
 * answer is part of the HTML. On a brand page (`/brand/[name]`), the brand-to-brand box's question
 * is answered here too.
 */
export function answerPage<P extends object>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return async function AnswerPage(props: P & { searchParams: Promise<SearchParams> }) {
    const query = answerQueryString(toQuery(await props.searchParams));
    const params = 'params' in props ? ((await props.params) as { name?: string }) : {};
    const brandToBrand =
      params.name !== undefined && isBrandSlug(params.name) ? brandToBrandAnswer(params.name, new URLSearchParams(query)) : null;
    return (
      <AnswerQuery query={query} brandToBrand={brandToBrand}>
        <Page {...props} />
      </AnswerQuery>
    );
  };
}
