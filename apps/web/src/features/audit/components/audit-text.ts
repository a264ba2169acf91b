// The words of the audit log page, in one place (to be moved into a translation catalogue).

export const PAGE_TITLE = 'Audit log';
export const PAGE_LEAD =
  'Every change an admin made, newest first: who, what, why and from where. Entries cannot be edited or removed.';
export const LIST_LABEL = 'Audit entries';
export const LOADING_LABEL = 'Loading the audit log';
export const EMPTY_TEXT = 'No entries match these filters.';
export const EMPTY_ALL_TEXT = 'No admin has changed anything yet.';

export const FILTERS_LABEL = 'Filter the audit log';
export const FIELD_LABEL = {
  action: 'Action',
  targetType: 'Record',
  targetId: 'Record id',
  actor: 'Admin',
  from: 'From',
  to: 'To',
} as const;
export const ACTION_PLACEHOLDER = 'Any action';
export const TARGET_TYPE_PLACEHOLDER = 'Any record';
export const TARGET_ID_PLACEHOLDER = 'e.g. 12';
export const ACTOR_PLACEHOLDER = 'Any admin';
/** An admin chosen by id who is not an admin today. */
export const formerAdminText = (id: string) => `Admin ${id.slice(0, 8)}…`;
export const APPLY = 'Show entries';
export const CLEAR = 'Clear filters';

/** "1 entry", "24 entries". */
export const countText = (total: number) => `${total} ${total === 1 ? 'entry' : 'entries'}`;

/** The kinds of record an entry can be about, for the filter. */
export const TARGET_TYPES: { value: string; label: string }[] = [
  { value: 'player', label: 'Player' },
  { value: 'event', label: 'Event' },
  { value: 'season', label: 'Season' },
  { value: 'season-job', label: 'Season action' },
  { value: 'species', label: 'Tree species' },
  { value: 'item', label: 'Marketplace item' },
  { value: 'location', label: 'Location' },
  { value: 'post', label: 'Post' },
  { value: 'trivia', label: 'Trivia' },
  { value: 'report', label: 'Report' },
  { value: 'fair-play-flag', label: 'Fair-play flag' },
  { value: 'support-page', label: 'Support page' },
  { value: 'export', label: 'Export' },
];

const TARGET_LABEL = new Map(TARGET_TYPES.map(({ value, label }) => [value, label]));

/** "Event #12", "Player MariaS2026", "Player 3f2a…" (an account gone). */
export function targetText(targetType: string, targetId: string, name?: string | null): string {
  const kind = TARGET_LABEL.get(targetType) ?? targetType;
  if (name) return `${kind} ${name}`;
  return /^\d+$/.test(targetId) ? `${kind} #${targetId}` : `${kind} ${targetId}`;
}

/** The actions in words; an action not listed here shows as it is written. */
const ACTION_LABEL: Record<string, string> = {
  'species.create': 'Tree species created',
  'species.update': 'Tree species edited',
  'species.delete': 'Tree species deleted',
  'item.create': 'Item created',
  'item.update': 'Item edited',
  'item.delete': 'Item deleted',
  'location.create': 'Location created',
  'location.update': 'Location edited',
  'location.delete': 'Location deleted',
  'post.create': 'Post published',
  'post.update': 'Post edited',
  'post.delete': 'Post deleted',
  'trivia.create': 'Trivia added',
  'trivia.delete': 'Trivia deleted',
  'support-page.update': 'Support page edited',
  'season.create': 'Season created',
  'season.update': 'Season edited',
  'season.delete': 'Season deleted',
  'season.disable-previous-season-trees': 'Previous season’s trees made dormant',
  'season.send-free-seedlings': 'Free seedlings sent',
  'event.create': 'Event created',
  'event.update': 'Event edited',
  'event.cancel': 'Event cancelled',
  'event.check-in': 'Checked in at an event',
  'event.close': 'Event closed',
  'event.survival-check': 'Survival check recorded',
  'report.update': 'Report answered',
  'fair-play.review': 'Fair-play flag reviewed',
  'player.suspend': 'Player suspended',
  'player.lift': 'Suspension lifted',
  'player.rename': 'Player renamed',
  'player.adjust': 'Balance adjusted',
  'player.role': 'Role changed',
  'player.send-verification': 'Verification mail sent',
  'player.send-password-reset': 'Password-reset mail sent',
  'export.attendees': 'Event attendees exported',
  'export.real-trees': 'Real trees exported',
  'export.standings': 'Season standings exported',
  'export.players': 'Players exported',
  'export.audit': 'Audit log exported',
};

export const actionText = (action: string) => ACTION_LABEL[action] ?? action;

/** The actions for the filter, in words. */
export const ACTIONS = Object.entries(ACTION_LABEL).map(([value, label]) => ({ value, label }));

export const byText = (admin: string) => `by ${admin}`;
export const byAdminLabel = (admin: string) => `Entries by ${admin}`;
export const FROM_ADDRESS = 'from';
export const REASON_LABEL = 'Reason';
export const CHANGES_LABEL = 'What changed';
export const CREATED_LABEL = 'Created with';
export const REMOVED_LABEL = 'Removed, with';
/** "Created with 12 fields", the summary of a record shown whole. */
export const fieldCountText = (label: string, count: number) =>
  `${label} ${count} ${count === 1 ? 'field' : 'fields'}`;
export const FIELD_HEAD = 'Field';
export const BEFORE_HEAD = 'Before';
export const AFTER_HEAD = 'After';
export const NOTHING_CHANGED = 'Saved without a change.';
export const EMPTY_VALUE = '—';
export const SHOW_ENTRIES_ABOUT = 'Entries about this record';
export const OPEN_PLAYER = 'Open the player’s file';
