import { describe, expect, it } from 'vitest';
import { withFallback } from '@/lib/i18n/fallback-messages';

describe('withFallback', () => {
  it('keeps every translated message and fills the missing ones, at any depth, from English', () => {
    const english = { Nav: { home: 'Home', saved: 'Saved' }, Chart: { headings: { men: "Men's chart", women: "Women's chart" } } };
    const french = { Nav: { home: 'Accueil', saved: '' }, Chart: { headings: { men: 'Tableau hommes' } } };
    expect(withFallback(french, english)).toEqual({
      Nav: { home: 'Accueil', saved: 'Saved' },
      Chart: { headings: { men: 'Tableau hommes', women: "Women's chart" } },
    });
  });

  it('leaves the locale’s own objects untouched', () => {
    const french = { Nav: { home: 'Accueil' } };
    withFallback(french, { Nav: { home: 'Home', saved: 'Saved' } });
    expect(french).toEqual({ Nav: { home: 'Accueil' } });
  });

  it('keeps a translated message compiled at build time whole (an array is one message, not a group)', () => {
    const english = { Converter: { result: ['Size ', ['size']], save: 'Save' } };
    const french = { Converter: { result: ['Pointure ', ['size']] } };
    expect(withFallback(french, english)).toEqual({ Converter: { result: ['Pointure ', ['size']], save: 'Save' } });
  });
});
