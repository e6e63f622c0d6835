/**
 * The converter's state lives in the query string so a result can be shared and survives reload.
 * It is read in an effect, after hydration, from `window.location`: reading it during render
 * (useSearchParams) would opt the static page out of static rendering. Writes use
 * `history.replaceState`, which Next.js keeps in sync with its router without a navigation.
 */

export function readQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Replaces the query with the given values, dropping empty ones, without adding a history entry. */
export function writeQuery(values: Record<string, string | null | undefined>): void {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
}
