/**
 * Shows a toast. react-hot-toast and its <Toaster> are loaded on the first toast, not with the
 * page: most visits never see one. A toast raised before the
 * <Toaster> mounts waits in react-hot-toast's store and shows once it does.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  requestToaster();
  void loadToast().then(({ default: toast }) => toast[kind](message));
}

export function loadToast() {
  return import('react-hot-toast');
}

const waiting = new Set<() => void>();
let requested = false;

/** Asks the site's <AppToaster> to load now. */
function requestToaster(): void {
  requested = true;
  for (const listener of waiting) listener();
}

/** For <AppToaster>: calls `listener` when a toast is raised (at once if one already was). */
export function onToasterRequest(listener: () => void): () => void {
  if (requested) listener();
  waiting.add(listener);
  return () => waiting.delete(listener);
}
