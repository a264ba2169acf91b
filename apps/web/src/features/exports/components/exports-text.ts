import { AUDIT_EXPORT_MAX_DAYS } from '@punla/contract';

// The words of the exports page, in one place (to be moved into a translation catalogue).

export const PAGE_TITLE = 'Exports';
export const PAGE_LEAD =
  'CSV files for a spreadsheet (Excel, LibreOffice, Google Sheets). Each download is recorded in the audit log, since it takes players’ data out of the game.';

export const CARDS = {
  attendees: {
    title: 'Event attendees',
    text: 'Every RSVP of one event: username, e-mail, seat or waitlist and place, RSVP time, and check-in.',
    button: 'Download attendees (CSV)',
  },
  realTrees: {
    title: 'Real trees',
    text: 'Every real tree with its event, place and coordinates, species, planting date and latest survival check.',
    button: 'Download real trees (CSV)',
  },
  standings: {
    title: 'Season standings',
    text: 'The final standings of an ended season: rank, username, season XP and level.',
    button: 'Download standings (CSV)',
  },
  players: {
    title: 'Players',
    text: 'Every account: id, username, e-mail, role, verified, created, level, XP, coins and suspension. No passwords or codes.',
    button: 'Download players (CSV)',
  },
  audit: {
    title: 'Audit log',
    text: `The admins’ actions of a range of days, oldest first (at most ${AUDIT_EXPORT_MAX_DAYS} days).`,
    button: 'Download audit log (CSV)',
  },
} as const;

export const EVENT_LABEL = 'Event';
export const EVENT_PLACEHOLDER = 'Choose an event';
export const EVENT_MISSING = 'Choose the event whose attendees to export.';
export const NO_EVENTS = 'No events yet: attendees can be exported once an event is scheduled.';
export const LOADING_EVENTS = 'Loading the events';

export const SEASON_LABEL = 'Season';
export const SEASON_PLACEHOLDER = 'Choose a season';
export const SEASON_MISSING = 'Choose the season whose standings to export.';
export const NO_SEASONS =
  'No season has ended yet: a season’s final standings can be exported once it has ended. The leaderboard shows the standing now.';
export const LOADING_SEASONS = 'Loading the seasons';

export const FROM_LABEL = 'From';
export const TO_LABEL = 'To';
export const RANGE_DESCRIPTION = 'Days on the game’s clock, both included.';
export const FROM_MISSING = 'Choose the first day.';
export const TO_MISSING = 'Choose the last day.';

/** The success message once the browser has the file. */
export const savedText = (filename: string) => `Saved ${filename}.`;
