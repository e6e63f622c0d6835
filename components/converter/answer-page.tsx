import type { ReactNode } from 'react';
import { answerQueryString } from '@/lib/converter/answer-query';
import { AnswerQuery } from './answer-query';

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
 * answer is part of the HTML.
 */
export function answerPage<P extends object>(Page: (props: P) => ReactNode | Promise<ReactNode>) {
  return async function AnswerPage(props: P & { searchParams: Promise<SearchParams> }) {
    const query = answerQueryString(toQuery(await props.searchParams));
    return (
      <AnswerQuery query={query}>
        <Page {...props} />
      </AnswerQuery>
    );
  };
}
