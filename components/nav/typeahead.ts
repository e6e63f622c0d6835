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

/** Where a navigation key moves focus in a list of `count` links from `current` (-1: none focused), or null for other keys. */
export function listKeyTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown' || key === 'ArrowRight') return current < 0 ? 0 : (current + 1) % count;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return current < 0 ? count - 1 : (current - 1 + count) % count;
  return null;
}

/**
 * Keyboard movement over the links inside a menu, so a long one (25 brands) needs no Tab marathon:
 * arrows step through them (wrapping), Home and End jump to the ends, and typed letters jump to a
 * matching label.
 */
export function useTypeahead<T extends HTMLElement>(locale?: string) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: React.KeyboardEvent<T>) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
      const target = listKeyTarget(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
      if (target !== null) {
        event.preventDefault();
        // Radix's menu would otherwise read the arrow too (its links, when this runs in the capture phase).
        event.stopPropagation();
        links[target]?.focus();
        return;
      }
      if (event.key.length !== 1) return;
      if (event.key === ' ' && search.current === '') return;
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
