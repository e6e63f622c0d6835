// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { findTypeaheadMatch, listKeyTarget, TYPEAHEAD_RESET_MS, useTypeahead } from '@/components/nav/typeahead';

const labels = ['Japanese', 'Korean', 'Indian', 'Italian', 'Asian', 'Spanish'];

describe('findTypeaheadMatch', () => {
  it('finds the first label starting with a search', () => {
    expect(findTypeaheadMatch(labels, -1, 'ko')).toBe(1);
    expect(findTypeaheadMatch(labels, -1, 'ITA')).toBe(3);
  });

  it('cycles through labels sharing a first letter when one letter is repeated', () => {
    expect(findTypeaheadMatch(labels, -1, 'i')).toBe(2);
    expect(findTypeaheadMatch(labels, 2, 'i')).toBe(3);
    expect(findTypeaheadMatch(labels, 3, 'ii')).toBe(2);
  });

  it('returns -1 when nothing matches', () => {
    expect(findTypeaheadMatch(labels, 0, 'zz')).toBe(-1);
    expect(findTypeaheadMatch([], 0, 'a')).toBe(-1);
  });
});

function Menu() {
  const onKeyDown = useTypeahead<HTMLDivElement>('en');
  return createElement(
    'div',
    { onKeyDown },
    labels.map((label) => createElement('a', { key: label, href: `#${label}` }, label)),
  );
}

describe('useTypeahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves focus as letters are typed and forgets them after 350 ms', () => {
    render(createElement(Menu));
    const first = screen.getByRole('link', { name: 'Japanese' });
    first.focus();
    fireEvent.keyDown(document.activeElement!, { key: 's' });
    expect(screen.getByRole('link', { name: 'Spanish' })).toHaveFocus();

    // Within the window the letters add up: "s" then "p" still searches "sp".
    vi.advanceTimersByTime(TYPEAHEAD_RESET_MS - 50);
    fireEvent.keyDown(document.activeElement!, { key: 'p' });
    expect(screen.getByRole('link', { name: 'Spanish' })).toHaveFocus();

    // After the pause a new search starts: "k" alone finds Korean.
    vi.advanceTimersByTime(TYPEAHEAD_RESET_MS + 1);
    fireEvent.keyDown(document.activeElement!, { key: 'k' });
    expect(screen.getByRole('link', { name: 'Korean' })).toHaveFocus();
  });

  it('moves focus with the arrows and Home/End, without letting the menu read them too', () => {
    const outer = vi.fn();
    render(createElement('div', { onKeyDown: outer }, createElement(Menu)));
    screen.getByRole('link', { name: labels[0] }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('link', { name: labels[labels.length - 1] })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: labels[0] })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: labels[1] })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('link', { name: labels[0] })).toHaveFocus();
    expect(outer).not.toHaveBeenCalled();
  });

  it('does not join letters typed more than 350 ms apart', () => {
    render(createElement(Menu));
    screen.getByRole('link', { name: 'Japanese' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    expect(screen.getByRole('link', { name: 'Asian' })).toHaveFocus();
    vi.advanceTimersByTime(TYPEAHEAD_RESET_MS + 1);
    // Had "a" been kept, "as" would stay on Asian; alone, "s" moves to Spanish.
    fireEvent.keyDown(document.activeElement!, { key: 's' });
    expect(screen.getByRole('link', { name: 'Spanish' })).toHaveFocus();
  });
});

describe('listKeyTarget', () => {
  it('steps through a list with the arrows, wrapping, and jumps to its ends with Home and End', () => {
    expect(listKeyTarget('ArrowDown', -1, 25)).toBe(0);
    expect(listKeyTarget('ArrowDown', 3, 25)).toBe(4);
    expect(listKeyTarget('ArrowRight', 24, 25)).toBe(0);
    expect(listKeyTarget('ArrowUp', 0, 25)).toBe(24);
    expect(listKeyTarget('ArrowLeft', 5, 25)).toBe(4);
    expect(listKeyTarget('ArrowUp', -1, 25)).toBe(24);
    expect(listKeyTarget('Home', 12, 25)).toBe(0);
    expect(listKeyTarget('End', 0, 25)).toBe(24);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(listKeyTarget('a', 0, 25)).toBeNull();
    expect(listKeyTarget('Tab', 0, 25)).toBeNull();
    expect(listKeyTarget('Home', -1, 0)).toBeNull();
  });
});
