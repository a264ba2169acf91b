/**
 * Lets code outside React (the API client) move the router. The app registers the router's
 * navigate function at start; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(next: Navigate | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
