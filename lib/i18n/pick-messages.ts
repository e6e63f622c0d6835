import type { Messages } from 'next-intl';

/** Only the namespaces a client subtree needs, so pages do not ship every string to the browser. */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked;
}
