import { useState } from 'react';
import { BirthYearDialog } from '#shared/birth-year/birth-year-dialog.tsx';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** Where "Later" is kept: for this visit (the browser tab's session) only. */
const LATER_KEY = 'punla.birth-year.later';

function putOff(userId: string): void {
  try {
    sessionStorage.setItem(LATER_KEY, userId);
  } catch {
    // Storage refused (a private window): the dialog stays closed for this page's life.
  }
}

function putOffThisVisit(userId: string): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === userId;
  } catch {
    return false;
  }
}

export const BIRTH_YEAR_PROMPT_LEAD =
  'Punla now asks every player the year they were born. Tell us once, and it is done.';

export const TOO_YOUNG_LOGOUT_TEXT = 'You are logged out. Thank you for playing Punla.';

/**
 * Asks a player whose account was made before sign-up asked the birth year, once a visit, in
 * the player area (never the admin's): after the tour, when the profile shows no year. "Later"
 * puts it off until the next visit.
 */
export function BirthYearPrompt({ userId }: { userId: string }) {
  const birthYear = useSessionStore((state) => state.loggedUser?.birthYear);
  const role = useSessionStore((state) => state.loggedUser?.role);
  const tourCompleted = useSessionStore((state) => state.tourCompleted);
  const [later, setLater] = useState(() => putOffThisVisit(userId));
  const logout = useLogout();
  // Null is "never asked"; undefined is a session from before, until the profile is read.
  const due = birthYear === null && role === 'USER' && tourCompleted && !later;
  return (
    <BirthYearDialog
      opened={due}
      userId={userId}
      lead={BIRTH_YEAR_PROMPT_LEAD}
      closeLabel="Later"
      onClose={() => {
        putOff(userId);
        setLater(true);
      }}
      onTooYoung={() => logout({ to: paths.landing, message: TOO_YOUNG_LOGOUT_TEXT })}
    />
  );
}
