import { describe, expect, it } from 'vitest';
import { headlineSystem } from '@/lib/sizes/conventions/headline-system';
import type { SystemId } from '@/lib/sizes/model/types';

const generic: SystemId[] = ['us', 'uk', 'eu', 'au', 'br', 'jp', 'kr', 'cn', 'mx', 'cm', 'inch'];

describe('headlineSystem', () => {
  it('leads with EU for a US size on the men’s page in English (the visitor is taken as American)', () => {
    expect(headlineSystem({ pageSystem: null, locale: 'en', inputSystem: 'us', offered: generic })).toBe('eu');
  });

  it('leads with the language’s system for a foot length, and for a size given in another system', () => {
    expect(headlineSystem({ pageSystem: null, locale: 'en', inputSystem: null, offered: generic })).toBe('us');
    expect(headlineSystem({ pageSystem: null, locale: 'ja', inputSystem: 'us', offered: generic })).toBe('jp');
    expect(headlineSystem({ pageSystem: null, locale: 'ko', inputSystem: null, offered: generic })).toBe('kr');
    expect(headlineSystem({ pageSystem: null, locale: 'hi', inputSystem: 'eu', offered: generic })).toBe('uk');
    expect(headlineSystem({ pageSystem: null, locale: 'de', inputSystem: 'us', offered: generic })).toBe('eu');
    expect(headlineSystem({ pageSystem: null, locale: 'pt', inputSystem: null, offered: generic })).toBe('eu');
  });

  it('leads with a country page’s own system, whatever the language', () => {
    const japanese: SystemId[] = ['jp', 'us', 'uk', 'eu', 'cm'];
    expect(headlineSystem({ pageSystem: 'jp', locale: 'en', inputSystem: 'us', offered: japanese })).toBe('jp');
    expect(headlineSystem({ pageSystem: 'jp', locale: 'fr', inputSystem: null, offered: japanese })).toBe('jp');
    // A JP size given on the Japanese page: the visitor wants it in their own system.
    expect(headlineSystem({ pageSystem: 'jp', locale: 'en', inputSystem: 'jp', offered: japanese })).toBe('us');
  });

  it('never leads with the system the size was given in, nor with one not offered', () => {
    // EU given in German: next in line is US.
    expect(headlineSystem({ pageSystem: null, locale: 'de', inputSystem: 'eu', offered: generic })).toBe('us');
    // A brand printing only UK and EU, asked in UK by a Japanese reader.
    expect(headlineSystem({ pageSystem: null, locale: 'ja', inputSystem: 'uk', offered: ['uk', 'eu'] })).toBe('eu');
    expect(headlineSystem({ pageSystem: null, locale: 'en', inputSystem: 'eu', offered: ['eu', 'cm'] })).toBe('cm');
    expect(headlineSystem({ pageSystem: null, locale: 'en', inputSystem: 'eu', offered: ['eu'] })).toBeNull();
  });
});
