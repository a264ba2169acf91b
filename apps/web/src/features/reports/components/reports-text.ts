import { countOf, type ReportStatus, type ReportType } from '@punla/contract';
import type { ReportFilter } from '../api/report-types.ts';

// The words of the reports' pages, the player's and the admins', in one place (to be moved
// into a translation catalogue). The page title "Report / Suggest" is the spec's.

export const TYPE_LABEL: Record<ReportType, string> = { BUG: 'Bug', SUGGESTION: 'Suggestion' };

/* ---------- The player's "My reports" ---------- */

export const MY_REPORTS_TITLE = 'My reports';
export const MY_REPORTS_LEAD = 'What you sent us, where it stands, and our answers.';
export const MY_REPORTS_LOADING = 'Loading your reports';
export const MY_REPORTS_EMPTY_TITLE = 'Nothing sent yet';
export const MY_REPORTS_EMPTY =
  'When you send a report or a suggestion, it appears here with what the team does about it and their reply.';
export const MY_REPORTS_MORE = 'Show older reports';
export const SHOW_ALL = 'Show all';
export const SHOW_LESS = 'Show less';

/** Where a report stands, as its player reads it. */
export const PLAYER_STATUS: Record<ReportStatus, string> = {
  NEW: 'Received',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  WONT_FIX: 'Not planned',
};

/** A sentence under the status, for the player. */
export const PLAYER_STATUS_HINT: Record<ReportStatus, string> = {
  NEW: 'The team will read it soon.',
  IN_PROGRESS: 'The team is working on it.',
  RESOLVED: 'The team has dealt with it. Thank you!',
  WONT_FIX: 'The team has decided not to change this.',
};

export const STATUS_PREFIX = 'Status:';
export const sentText = (when: string) => `Sent ${when}`;
export const TEAM_REPLY = 'Reply from the Punla team';
export const repliedOnText = (when: string) => `on ${when}`;

/* ---------- The admins' page ---------- */

export const ADMIN_TITLE = 'Reports and suggestions';
export const ADMIN_LEAD = 'What players told us';
export const LIST_LABEL = 'Reports';
export const LOADING_LABEL = 'Loading the reports';
export const FILTERS_LABEL = 'Show reports';
export const STATUS_FILTER_LABEL = 'Filter by status';
export const TYPE_FILTER_LABEL = 'Filter by kind';

/** Where a report stands, as the admins name it. */
export const ADMIN_STATUS: Record<ReportStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  WONT_FIX: "Won't fix",
};

export const STATUS_FILTERS: { value: ReportFilter['status']; label: string }[] = [
  { value: 'NEW', label: ADMIN_STATUS.NEW },
  { value: 'IN_PROGRESS', label: ADMIN_STATUS.IN_PROGRESS },
  { value: 'RESOLVED', label: ADMIN_STATUS.RESOLVED },
  { value: 'WONT_FIX', label: ADMIN_STATUS.WONT_FIX },
  { value: 'ALL', label: 'All statuses' },
];

export const TYPE_FILTERS: { value: ReportFilter['type']; label: string }[] = [
  { value: 'ALL', label: 'All kinds' },
  { value: 'BUG', label: 'Bugs' },
  { value: 'SUGGESTION', label: 'Suggestions' },
];

const STATUS_WORD: Record<ReportStatus, string> = {
  NEW: 'new',
  IN_PROGRESS: 'in progress',
  RESOLVED: 'resolved',
  WONT_FIX: "won't fix",
};

const NOUNS: Record<ReportFilter['type'], [string, string]> = {
  ALL: ['report', 'reports'],
  BUG: ['bug report', 'bug reports'],
  SUGGESTION: ['suggestion', 'suggestions'],
};

/** "3 new reports", "1 resolved suggestion", "4 bug reports". */
export function countText(total: number, filter: ReportFilter): string {
  const [one, many] = NOUNS[filter.type];
  const noun = countOf(total, one, many);
  if (filter.status === 'ALL') return noun;
  const [figure, ...rest] = noun.split(' ');
  return [figure, STATUS_WORD[filter.status], ...rest].join(' ');
}

/** Said when a filter lists nothing. */
export function emptyText(filter: ReportFilter): string {
  const [one, many] = NOUNS[filter.type];
  if (filter.status === 'NEW') return `Nothing new: every ${one} has been looked at.`;
  if (filter.status === 'ALL') return `No ${many} yet.`;
  return `No ${many} ${STATUS_WORD[filter.status]} yet.`;
}

export const byText = (username: string) => `From ${username}`;
export const openPlayerLabel = (username: string) => `Open ${username}'s file`;
export const handledText = (when: string) => `Handled ${when}`;
export const repliedByText = (admin: string | null, when: string) =>
  `Replied by ${admin ?? 'an admin no longer here'} on ${when}`;

/* The update form of a report. */
export const STATUS_LABEL = 'Status';
/** Said after "Status" to a screen reader, telling one report's select from the next. */
export const statusOfText = (username: string) => `of ${username}'s report`;
export const replyLabel = (username: string) => `Reply to ${username}`;
export const REPLY_PLACEHOLDER = 'Thank them, ask for details, or say what changes…';
export const REPLY_REPLACES = 'Replaces the reply above.';
export const REPLY_HINT = "Goes to the player's inbox, and by e-mail if they get reminders.";
export const SAVE_LABEL = 'Save';
export const SEND_LABEL = 'Send reply';
export const NOTHING_TO_SAVE = 'Choose another status or write a reply first.';
export const statusSavedText = (status: ReportStatus) => `Report moved to ${ADMIN_STATUS[status]}.`;
export const replySentText = (username: string) => `Reply sent to ${username}.`;

/** The confirmation before a reply goes to the player. */
export const confirmTitle = (username: string) => `Send this reply to ${username}?`;
export const confirmMessage = (from: ReportStatus, to: ReportStatus) =>
  `The player gets it in their inbox, and by e-mail if they turned on reminders. ${
    from === to
      ? `The report stays ${ADMIN_STATUS[to]}.`
      : `The report moves to ${ADMIN_STATUS[to]}.`
  }`;
export const CONFIRM_LABEL = 'Send reply';
export const CANCEL_LABEL = 'Keep editing';
