import { afterEach } from 'vitest';

// Only the component tests (jsdom, by their `// @vitest-environment jsdom` docblock) use Testing Library and its
// matchers; most test files run in Node, and loading React's DOM testing tools into each of them cost about a
// quarter of a second a file (bench/RESULTS.md, "CI time").
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // CI runs the whole suite on two busy cores: a lazily loaded chunk can take longer than the default 1 s to arrive.
  configure({ asyncUtilTimeout: 4000 });

  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  afterEach(() => {
    cleanup();
  });
}
