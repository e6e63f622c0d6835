import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// CI runs the whole suite on two busy cores: a lazily loaded chunk can take longer than the default 1 s to arrive.
configure({ asyncUtilTimeout: 4000 });

if (typeof window !== 'undefined') {
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
}

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
