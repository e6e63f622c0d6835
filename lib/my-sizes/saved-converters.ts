/**
 * The visitor's starred converters, kept in this browser only (localStorage), as locale-free paths.
 * A tiny external store so every star button and the saved list stay in step, across tabs too.
 */
export const SAVED_CONVERTERS_KEY = 'savedConverters';
const CHANGE_EVENT = 'saved-converters-change';

const EMPTY: readonly string[] = Object.freeze([]);
let cachedRaw: string | null | undefined;
let cachedList: readonly string[] = EMPTY;

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.startsWith('/')) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The same array instance until storage changes, as useSyncExternalStore requires. */
export function getSavedConverters(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SAVED_CONVERTERS_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parse(raw);
  }
  return cachedList;
}

export const getServerSavedConverters = (): readonly string[] => EMPTY;

function write(list: readonly string[]) {
  try {
    window.localStorage.setItem(SAVED_CONVERTERS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled (private mode): the star simply does not stick.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function toggleSavedConverter(path: string): boolean {
  const list = getSavedConverters();
  const saved = !list.includes(path);
  write(saved ? [...list, path] : list.filter((item) => item !== path));
  return saved;
}

export function subscribeSavedConverters(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_CONVERTERS_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
