import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * What Mantine asks of a browser that the simulated DOM lacks: media queries (useMediaQuery, the color
 * scheme) and ResizeObserver (ScrollArea, Tabs). Each answers as a wide screen that never resizes.
 */
if (!window.matchMedia)
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

if (!('ResizeObserver' in window))
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });

// The test files share one thread (vitest.config.ts): each test starts from an empty document.
afterEach(() => cleanup());
