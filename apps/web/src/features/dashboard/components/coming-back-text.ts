import type { FunnelStep } from '@punla/contract';

/** The words of the dashboard's "Are players coming back?" section. */
export const COMING_BACK = {
  title: 'Are players coming back?',
  notCounted: 'not counted yet',
  dash: '—',
  active: {
    title: 'Active players',
    lead: 'Players who earned XP on the day, in the 7 days and in the 30 days up to it',
    series: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
    showNumbers: 'Show the numbers',
    caption: 'Active players of each of the last 30 days, newest first',
    day: 'Day',
    none: 'No finished day has been counted yet: each day is counted just after its midnight.',
  },
  retention: {
    title: 'Players who came back',
    lead: 'Of each week’s sign-ups, the share who played again 1, 7 and 30 days after signing up',
    caption: 'Weekly sign-ups and the share who played again on day 1, 7 and 30',
    week: 'Week',
    signUps: 'Sign-ups',
    day: (after: number) => `Day ${after}`,
    none: 'No game week has ended yet. Weeks run Monday to Sunday.',
    footnote: '— : that day is not over yet for every player of the week, or nobody signed up.',
    noSignUps: 'nobody signed up',
  },
  funnel: {
    title: 'From sign-up to a real tree',
    lead: 'How far players go, one step after another',
    none: 'The funnel is counted just after each day’s midnight: none yet.',
    note: 'Each step counts the players who also reached every step before it. Real trees alive are estimated from each event’s latest survival check.',
    ofStepBefore: 'of the step before',
  },
} as const;

export const FUNNEL_LABEL: Record<FunnelStep, string> = {
  SIGNED_UP: 'Signed up',
  VERIFIED: 'Verified their e-mail',
  PLANTED: 'Planted a tree',
  SAPLING: 'Grew a Sapling',
  RSVP: 'RSVPed to an event',
  CHECKED_IN: 'Checked in at an event',
  REAL_TREE: 'Got a real tree',
  REAL_TREE_ALIVE: 'Real tree alive',
};

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => numberFormat.format(value);

/** "67%" of 2 in 3; "0%" of nothing. */
export function percentOf(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;
}

/** "2 of 3 players". */
export const ofPlayers = (part: number, whole: number) =>
  `${formatCount(part)} of ${formatCount(whole)}`;

/** "Yesterday, Jun 8: 1 played, 2 in its week, 3 in its month." */
export function latestDayText(day: string, daily: number, weekly: number, monthly: number) {
  return `${day}: ${formatCount(daily)} played that day, ${formatCount(weekly)} in the 7 days up to it, ${formatCount(monthly)} in the 30 days up to it.`;
}

/** "Today so far: 125 players have earned XP." */
export const todaySoFarText = (count: number) =>
  `Today so far: ${formatCount(count)} ${count === 1 ? 'player has' : 'players have'} earned XP.`;

/** "Counted at the end of Jun 8." */
export const countedOnText = (day: string) => `Counted at the end of ${day}.`;
