/**
 * The converter's state lives in the query string so a result can be shared and survives reload.
 * It is read in an effect, after hydration, from `window.location`: reading it during render
 * (useSearchParams) would opt the static page out of static rendering. Writes use the history API
 * (`replaceState`, or `pushState` for a question one may want to go back from), which Next.js keeps
 * in sync with its router without a navigation.
 */

export function readQuery(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The URL with the given keys, in their order, after the other keys (another part's state), which are kept; empty ones are dropped. */
function withQuery(values: Record<string, string | null | undefined>): string {
  const params = readQuery();
  for (const key of Object.keys(values)) params.delete(key);
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
}

/** The address as it stands: the page, its query and its hash. */
function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** The keys `writeQuery` holds until the next paint, and the address they were meant for. */
let pending: { url: string; values: Record<string, string | null | undefined> } | null = null;

/** Writes the keys `writeQuery` holds, if any: at once where the page needs its URL now (copying it, another write). */
export function flushQuery(): void {
  if (!pending) return;
  const { url, values } = pending;
  pending = null;
  // After a navigation or another address in between (a shared link opened on the same page), the keys are stale.
  if (currentUrl() === url) window.history.replaceState(null, '', withQuery(values));
}

/**
 * Sets the given keys of the query, dropping empty ones, without adding a history entry, once the
 * change is painted: `replaceState` and the router render Next.js starts from it cost more than the
 * answer's own render at 4× CPU (bench/RESULTS.md), so they wait. Writes in between are merged.
 */
export function writeQuery(values: Record<string, string | null | undefined>): void {
  const url = currentUrl();
  const scheduled = pending !== null;
  pending = { url, values: pending?.url === url ? { ...pending.values, ...values } : values };
  if (scheduled) return;
  // A hidden page paints no frame to wait for.
  if (document.visibilityState === 'hidden') return flushQuery();
  requestAnimationFrame(() => setTimeout(flushQuery, 0));
}

/** Sets the given keys of the query as a new history entry, so that the back button returns to the one before. */
export function pushQuery(values: Record<string, string | null | undefined>): void {
  flushQuery();
  const next = withQuery(values);
  if (next !== currentUrl()) window.history.pushState(null, '', next);
}
