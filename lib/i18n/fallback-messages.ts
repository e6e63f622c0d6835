type MessageTree = { [key: string]: string | MessageTree };

/** A group of messages, not one message: a message compiled at build time can be an array. */
function isNamespace(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
    else if (isNamespace(value) && isNamespace(own)) out[key] = withFallback(own, value);
  }
  return out as T;
}
