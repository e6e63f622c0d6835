'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { BrandToBrandShown } from '@/lib/converter/brand-to-brand-ask';

const AnswerQueryContext = createContext<string | null>(null);
const BrandToBrandAnswerContext = createContext<BrandToBrandShown | null>(null);

/**
 * The query of a shared answer, handed down by a converter page's dynamic variant so the converter
 * renders the answer on the server, and hydrates from the same query without a second render. On a
 * brand page the query may also ask the brand-to-brand box, whose answer the server worked out.
 */
export function AnswerQuery({
  query,
  brandToBrand = null,
  children,
}: {
  query: string;
  brandToBrand?: BrandToBrandShown | null;
  children: ReactNode;
}) {
  return (
    <AnswerQueryContext.Provider value={query}>
      <BrandToBrandAnswerContext.Provider value={brandToBrand}>{children}</BrandToBrandAnswerContext.Provider>
    </AnswerQueryContext.Provider>
  );
}

/** The shared answer's query, or null on the static page (which reads the URL after hydration). */
export function useAnswerQuery(): string | null {
  return useContext(AnswerQueryContext);
}

/** The brand-to-brand answer to the shared query, worked out on the server; null when none was asked. */
export function useBrandToBrandAnswer(): BrandToBrandShown | null {
  return useContext(BrandToBrandAnswerContext);
}
