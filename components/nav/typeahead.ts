import { useCallback, useEffect, useRef } from 'react';

/** How long typed characters are remembered before a new search starts. */
export const TYPEAHEAD_RESET_MS = 350;

/**
 * The label to focus for a typed search. Repeating one character cycles through the labels that
 * start with it; a longer search finds the first label after the current one that starts with it.
 */
export function findTypeaheadMatch(labels: string[], currentIndex: number, search: string, locale?: string): number {
  if (!search || labels.length === 0) return -1;
  const repeated = [...search].every((char) => char === search[0]);
  const needle = (repeated ? search[0]! : search).toLocaleLowerCase(locale);
  const start = repeated ? currentIndex + 1 : Math.max(currentIndex, 0);
  for (let offset = 0; offset < labels.length; offset++) {
    const index = (start + offset) % labels.length;
    if (labels[index]!.trim().toLocaleLowerCase(locale).startsWith(needle)) return index;
  }
  return -1;
}

/** Keyboard type-ahead over the links inside a menu: type letters to jump to a matching item. */
export function useTypeahead<T extends HTMLElement>(locale?: string) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: React.KeyboardEvent<T>) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' && search.current === '') return;
      const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
      search.current += event.key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        search.current = '';
      }, TYPEAHEAD_RESET_MS);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const match = findTypeaheadMatch(
        links.map((link) => link.textContent ?? ''),
        current,
        search.current,
        locale,
      );
      if (match >= 0) {
        event.preventDefault();
        links[match]!.focus();
      }
    },
    [locale],
  );
}
