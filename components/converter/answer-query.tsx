'use client';

import { createContext, useContext, type ReactNode } from 'react';

const AnswerQueryContext = createContext<string | null>(null);

/**
 * The query of a shared answer, handed down by a converter page's dynamic variant so the converter
 * renders the answer on the server, and hydrates from the same query without a second render.
 */
export function AnswerQuery({ query, children }: { query: string; children: ReactNode }) {
  return <AnswerQueryContext.Provider value={query}>{children}</AnswerQueryContext.Provider>;
}

/** The shared answer's query, or null on the static page (which reads the URL after hydration). */
export function useAnswerQuery(): string | null {
  return useContext(AnswerQueryContext);
}
