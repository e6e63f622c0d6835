import type { Messages } from 'next-intl';

type MessageTree = { [key: string]: string | MessageTree };

function pickPath(source: MessageTree, target: MessageTree, keys: readonly string[]): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  const names = key === '*' ? Object.keys(source) : [key];
  for (const name of names) {
    const value = source[name];
    if (value === undefined) continue;
    if (rest.length === 0) {
      target[name] = value;
      continue;
    }
    // A message is a string, or an array once compiled at build time: a path that goes deeper than
    // a message does not name it, so only a group is walked into.
    if (typeof value !== 'object' || Array.isArray(value)) continue;
    const branch = (target[name] ??= {}) as MessageTree;
    pickPath(value, branch, rest);
  }
}

/**
 * Only the messages under the given dotted paths (`Chart.headings`, `Conventions.*.title`; `*` is
 * every key at its level), for client subtrees that read a few keys of a namespace with long prose.
 */
export function pickMessagePaths(messages: Messages, paths: readonly string[]): Partial<Messages> {
  const picked: MessageTree = {};
  for (const path of paths) pickPath(messages as unknown as MessageTree, picked, path.split('.'));
  return picked as Partial<Messages>;
}
