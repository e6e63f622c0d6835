'use client';

import { useRef, type FocusEvent } from 'react';

/**
 * Brings the answer into view when it would otherwise start in the lower half of the screen (on a
 * phone the form fills the first screen). Where the answer sits beside the form nothing moves.
 * Screen readers hear the answer from its live region.
 *
 * It moves for a finished input: a size picked by touch or mouse, a foot length once its field is
 * left or sent, a length arriving in the URL from the photo measurer. A size select stepped through
 * by arrow keys converts at each press and never moves, or the select would leave the screen.
 */
export function useRevealAnswer<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const keyed = useRef(false);

  function reveal() {
    // After React has rendered the answer, so its height is known.
    requestAnimationFrame(() => {
      const answer = ref.current;
      if (!answer) return;
      const { top } = answer.getBoundingClientRect();
      if (top >= 0 && top < window.innerHeight / 2) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      answer.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    });
  }

  /** Handlers for a select: a change that a key press made is not a finished pick. */
  const pickHandlers = {
    onKeyDown: () => {
      keyed.current = true;
    },
    onKeyUp: () => {
      keyed.current = false;
    },
    onBlur: () => {
      keyed.current = false;
    },
  };

  /** Call from the select's change: reveals unless the change came from the keyboard. */
  function revealPicked() {
    if (!keyed.current) reveal();
  }

  /** A text field's blur: its value is finished when the focus leaves its form (or the page). */
  function revealOnLeave(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    const form = event.currentTarget.closest('form');
    if (next instanceof Node && form?.contains(next)) return;
    reveal();
  }

  return { ref, reveal, revealPicked, revealOnLeave, pickHandlers };
}
