import { useState } from 'react';
import { IconBell } from '@tabler/icons-react';
import { useInbox, useInboxRefreshAfterActions, unreadOf } from '../api/inbox.ts';
import { InboxDrawer } from './inbox-drawer.tsx';
import { LevelUpCelebration } from './level-up-celebration.tsx';
import classes from './notifications.module.css';

/** The bell's name for screen readers: "Notifications, 2 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the badge shows: the count, or 99+ when it would not fit. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The player's inbox in the header: the bell with the unread count, the drawer it opens, and
 * the celebration of a level reached (docs/game-rules.md, Inbox).
 */
export function NotificationBell({ userId }: { userId: string }) {
  const [opened, setOpened] = useState(false);
  const inbox = useInbox(userId);
  useInboxRefreshAfterActions(userId);
  const unread = unreadOf(inbox.data);
  return (
    <>
      <button
        type="button"
        className={classes.bell}
        onClick={() => setOpened(true)}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        title="Notifications"
      >
        <IconBell size={22} stroke={2.4} aria-hidden="true" />
        {unread > 0 && (
          <span className={classes.badge} aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <InboxDrawer userId={userId} opened={opened} onClose={() => setOpened(false)} />
      <LevelUpCelebration userId={userId} data={inbox.data} paused={opened} />
    </>
  );
}
