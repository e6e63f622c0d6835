import { describe, expect, it } from 'vitest';
import type { Messages } from 'next-intl';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';

const asMessages = (tree: object) => tree as unknown as Messages;

describe('pickMessagePaths', () => {
  it('keeps only the keys under the given paths, `*` standing for every key of its level', () => {
    const messages = asMessages({
      Chart: { men: { title: 'Men', intro: 'Long prose' }, women: { title: 'Women', intro: 'More prose' } },
      Nav: { home: 'Home' },
    });
    expect(pickMessagePaths(messages, ['Chart.*.title'])).toEqual({ Chart: { men: { title: 'Men' }, women: { title: 'Women' } } });
  });

  it('never walks into a message, compiled (an array) or not: a path deeper than a message does not name it', () => {
    const messages = asMessages({ Converter: { result: ['Size ', ['size']], heading: 'Sizes', units: { cm: 'cm' } } });
    expect(pickMessagePaths(messages, ['Converter.*.cm'])).toEqual({ Converter: { units: { cm: 'cm' } } });
    expect(pickMessagePaths(messages, ['Converter.result'])).toEqual({ Converter: { result: ['Size ', ['size']] } });
  });
});
