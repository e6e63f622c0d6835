type MessageTree = { [key: string]: string | MessageTree };

/**
 * A locale's messages with English filling every key the locale lacks. New strings are added in
 * English first and translated afterwards; meanwhile a page shows English rather than a raw key.
 * The messages unit test still fails for every missing key, so a gap never goes unnoticed.
 */
export function withFallback<T extends object>(messages: object, fallback: T): T {
  const out: MessageTree = { ...(messages as MessageTree) };
  for (const [key, value] of Object.entries(fallback as MessageTree)) {
    const own = out[key];
    if (own === undefined || own === '') out[key] = value;
    else if (typeof value === 'object' && typeof own === 'object') out[key] = withFallback(own, value);
  }
  return out as T;
}
