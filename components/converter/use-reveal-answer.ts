'use client';

import { useRef } from 'react';

/**
 * Brings the answer into view after the visitor chose a size, when it would otherwise start in the
 * lower half of the screen (on a phone the form fills the first screen). Where the answer sits
 * beside the form nothing moves. Screen readers hear the answer from its live region.
 */
export function useRevealAnswer<E extends HTMLElement>() {
  const ref = useRef<E>(null);

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

  return { ref, reveal };
}
