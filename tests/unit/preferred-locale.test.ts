import { describe, expect, it } from 'vitest';
import { preferredLocale } from '@/lib/i18n/preferred-locale';

describe('preferredLocale', () => {
  it('takes the first supported language, by weight and then by order', () => {
    expect(preferredLocale('en-GB,fr;q=0.5')).toBe('en');
    expect(preferredLocale('fr;q=0.5,en-GB')).toBe('en');
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('en-US,ja')).toBe('en');
    expect(preferredLocale('ja;q=0.8,ko;q=0.9')).toBe('ko');
    expect(preferredLocale('ja;Q=0.8,ko;q=0.7')).toBe('ja');
  });

  it('matches a regional or differently written tag on its language', () => {
    expect(preferredLocale('pt-BR')).toBe('pt');
    expect(preferredLocale(' EN-gb ')).toBe('en');
    expect(preferredLocale('hi-IN, gu;q=0.9')).toBe('hi');
  });

  it('skips languages the site does not have, and tags with weight 0', () => {
    expect(preferredLocale('zh-CN,ja;q=0.8')).toBe('ja');
    expect(preferredLocale('fr;q=0,es;q=0.1')).toBe('es');
    expect(preferredLocale('sv,nb')).toBeNull();
    expect(preferredLocale('*')).toBeNull();
  });

  it('reads nothing from an empty or broken header', () => {
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(';;,,')).toBeNull();
    expect(preferredLocale('fr;q=abc,it')).toBe('it');
  });
});
