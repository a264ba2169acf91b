/**
 * Where the app is heading when it ends the session itself (logout goes to /). Clearing the
 * session re-renders a protected layout before the router has moved; without this the
 * layout's guard would send the visitor to /login instead of the chosen page.
 */
let exitTo: string | null = null;

export function beginSessionExit(to: string): void {
  exitTo = to;
}

export function sessionExitTarget(): string | null {
  return exitTo;
}

/** Called once the visitor has arrived outside the protected areas. */
export function endSessionExit(): void {
  exitTo = null;
}
