import { useEffect } from 'react';

/** Keeps `--app-height` on <html> equal to the window's inner height (docs/spec-notes.md §2). */
export function useAppHeight(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-height', `${window.innerHeight}px`);
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
}
