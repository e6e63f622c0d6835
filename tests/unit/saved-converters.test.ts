// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSavedConverters, SAVED_CONVERTERS_KEY, subscribeSavedConverters, toggleSavedConverter } from '@/lib/my-sizes/saved-converters';

describe('saved converters', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves, lists and unsaves a converter, keeping it in localStorage', () => {
    expect(toggleSavedConverter('/brand/nike')).toBe(true);
    expect(toggleSavedConverter('/women')).toBe(true);
    expect(getSavedConverters()).toEqual(['/brand/nike', '/women']);
    expect(JSON.parse(window.localStorage.getItem(SAVED_CONVERTERS_KEY)!)).toEqual(['/brand/nike', '/women']);
    expect(toggleSavedConverter('/brand/nike')).toBe(false);
    expect(getSavedConverters()).toEqual(['/women']);
  });

  it('returns the same list instance until storage changes', () => {
    toggleSavedConverter('/kids');
    expect(getSavedConverters()).toBe(getSavedConverters());
  });

  it('ignores corrupt or foreign storage values', () => {
    window.localStorage.setItem(SAVED_CONVERTERS_KEY, '{not json');
    expect(getSavedConverters()).toEqual([]);
    window.localStorage.setItem(SAVED_CONVERTERS_KEY, JSON.stringify(['/men', 42, 'javascript:alert(1)']));
    expect(getSavedConverters()).toEqual(['/men']);
  });

  it('notifies subscribers of changes in this tab and in others', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSavedConverters(listener);
    toggleSavedConverter('/men');
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_CONVERTERS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toggleSavedConverter('/men');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
