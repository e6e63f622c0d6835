import { brandToBrandQueryKeys } from './brand-to-brand-ask';

/**
 * The query keys in which the converters keep their state (components/converter/*-state.ts). A URL
 * holding any of them is a shared answer: the proxy serves it from the page's dynamic variant so
 * the answer is in the HTML (its matcher in proxy.ts names each key). Other parameters (a campaign
 * tag, say) leave the page static. A brand page's query may also ask its brand-to-brand box.
 */
export const answerQueryKeys = ['gender', 'system', 'size', 'scale', 'footMm', 'unit', 'usWomen', ...brandToBrandQueryKeys] as const;

export function hasAnswerQuery(query: URLSearchParams): boolean {
  return answerQueryKeys.some((key) => query.has(key));
}

/** The converter's part of a query, in a stable order, as the dynamic variant hands it to the page. */
export function answerQueryString(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of answerQueryKeys) {
    const value = query.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.toString();
}
