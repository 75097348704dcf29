import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * What Mantine asks of a browser that the simulated DOM lacks: media queries (useMediaQuery, the color
 * scheme), ResizeObserver (ScrollArea, Tabs) and document.fonts (an autosizing Textarea). Each answers
 * as a wide screen that never resizes, with its fonts loaded.
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

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// The test files share one thread (vitest.config.ts): each test starts from an empty document, no
// message or dialog left open (Mantine keeps them in module-level stores), the real fetch and no spies
// (test/fake-api.ts).
afterEach(() => {
  cleanup();
  notifications.clean();
  modals.closeAll();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
