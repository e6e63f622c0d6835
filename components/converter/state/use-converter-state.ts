'use client';

import { useEffect, useMemo, useState } from 'react';
import { useAnswerQuery } from '../loading/answer-query';
import { readQuery, writeQuery } from './url-state';

/**
 * What a converter is: its state, how the state is read from and written to the URL, how a change
 * is made consistent, and the answer the state gives. Every function is pure; `context` carries
 * what the page hands in (its charts, its locale) and must keep its identity between renders.
 */
export interface ConverterSpec<S, C, D> {
  initial: (context: C) => S;
  fromQuery: (query: URLSearchParams, context: C) => S;
  /** Makes a changed state consistent, e.g. drops a size the newly chosen system does not have. */
  normalize: (next: S, context: C) => S;
  toQuery: (state: S, context: C) => Record<string, string | null>;
  derive: (state: S, context: C) => D;
}

/** Converter states are flat records of strings: equal when every field is. */
function sameState<S extends object>(a: S, b: S): boolean {
  const keys = Object.keys(a) as (keyof S)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A converter's state kept in the URL, written back on every change the visitor makes, with the
 * derived answer alongside. A shared answer served by the page's dynamic variant starts from the
 * query the server rendered it with; the static page reads the URL once after hydration (see
 * url-state.ts).
 */
export function useConverterState<S extends object, C, D>(spec: ConverterSpec<S, C, D>, context: C) {
  const answerQuery = useAnswerQuery();
  const [state, setState] = useState<S>(() =>
    answerQuery === null ? spec.initial(context) : spec.fromQuery(new URLSearchParams(answerQuery), context),
  );
  const derived = useMemo(() => spec.derive(state, context), [spec, state, context]);

  useEffect(() => {
    if (answerQuery !== null) return;
    const restored = spec.fromQuery(readQuery(), context);
    // A URL that asks nothing restores the state already shown: setting it anyway would render the
    // whole converter, its charts included, a second time right after hydration.
    if (sameState(restored, state)) return;
    // Syncing from the URL is the one state update this effect exists for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(restored);
    // Runs once on mount: later changes write the URL themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function update(patch: Partial<S>) {
    const next = spec.normalize({ ...state, ...patch }, context);
    setState(next);
    writeQuery(spec.toQuery(next, context));
  }

  return { state, derived, update };
}
