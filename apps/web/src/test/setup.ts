import { afterEach, vi } from 'vitest';
import { forgetGameConfig } from '../shared/game-config.ts';
import { cleanup, configure } from '@testing-library/react';

// Pages are lazy routes, loaded on first render; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine components use.
if (!window.matchMedia) {
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

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// jsdom lays nothing out and has no window.scrollTo of its own, which the router's scroll
// restoration calls on every navigation (a new page opens at its top).
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Each test is a new page load: the server's settings are asked for again.
  forgetGameConfig();
  vi.restoreAllMocks();
  // fetch and the like, replaced by a test (test/fetch.ts's stubFetch).
  vi.unstubAllGlobals();
});
