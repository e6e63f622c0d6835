import type { Messages } from 'next-intl';

type MySizesKey = keyof Messages['mySizes'];

/** Only the `mySizes` keys a client island needs, so a page does not ship the dashboard's strings. */
export function pickMySizesMessages(messages: Messages, keys: readonly MySizesKey[]): { mySizes: Partial<Messages['mySizes']> } {
  const picked: Partial<Messages['mySizes']> = {};
  for (const key of keys) Object.assign(picked, { [key]: messages.mySizes[key] });
  return { mySizes: picked };
}
