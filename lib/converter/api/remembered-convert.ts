import 'server-only';
import { convert, type ConvertInput, type ConvertOutcome } from '@/lib/sizes';

/**
 * convert() with its recent answers remembered. One answer reads every system's grid around the foot
 * length (about 2 ms of CPU, most of an /api/convert request), and the same few thousand questions
 * (gender, brand, system, size or foot length) come back again and again. The charts are code, fixed
 * for the life of the process, so an answer never goes stale; the oldest is forgotten past `limit`.
 * Answers are frozen: every caller shares them.
 */
export function rememberedConvert(limit: number): (input: ConvertInput) => ConvertOutcome {
  const answers = new Map<string, ConvertOutcome>();
  return (input) => {
    const key = stableKey(input);
    const known = answers.get(key);
    if (known) {
      // Most recently used last, so the first key is always the one to forget.
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const answer = deepFreeze(convert(input));
    answers.set(key, answer);
    if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}

/** The same text for the same question, whatever the order of its keys, at every depth. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${stableKey(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The conversion API's engine: a few thousand answers are a few megabytes at most. */
export const convertForApi = rememberedConvert(4000);
