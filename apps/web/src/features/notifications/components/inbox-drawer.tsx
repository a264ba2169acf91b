import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notice } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import { GameDrawer } from '#shared/ui/game-drawer.tsx';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { useInbox, useMarkNoticesRead, unreadOf } from '../api/inbox.ts';
import { timeAgo } from './relative-time.ts';
import classes from './notifications.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

interface InboxDrawerProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * The inbox: the player's notices, newest first. A notice is read when the player follows it
 * (or taps one that leads nowhere), or with "Mark all as read"; opening the inbox alone marks
 * nothing, so the bell keeps counting what the player has not looked at yet.
 */
export function InboxDrawer({ userId, opened, onClose }: InboxDrawerProps) {
  return (
    <GameDrawer opened={opened} onClose={onClose} title="Notifications">
      {opened && <InboxList userId={userId} onClose={onClose} />}
    </GameDrawer>
  );
}

function InboxList({ userId, onClose }: { userId: string; onClose: () => void }) {
  const inbox = useInbox(userId);
  const markRead = useSingleFlight(useMarkNoticesRead(userId));

  if (inbox.isPending) return <Loading label="Loading your notifications" />;
  // A later page that failed keeps the notices read so far; the first one failing shows why.
  if (inbox.isError && !inbox.isFetchNextPageError) {
    return <LoadFailed error={inbox.error} onRetry={() => void inbox.refetch()} />;
  }
  const notices = inbox.data.pages.flatMap((page) => page.notices);
  const unread = unreadOf(inbox.data);
  if (notices.length === 0) {
    return (
      <div className={classes.empty}>
        <IconBellOff size={40} stroke={1.8} aria-hidden="true" />
        <p className={classes.emptyTitle}>Nothing new yet…</p>
        <p>Rewards, new tree stages and levels you reach will show up here.</p>
      </div>
    );
  }

  const read = (notice: Notice) => {
    if (!notice.read) markRead.mutate([notice.id]);
  };
  return (
    <>
      <div className={classes.toolbar}>
        <p className={classes.count} aria-live="polite">
          {unread > 0 ? `${unread} unread` : 'All caught up'}
        </p>
        <GameButton
          size="sm"
          color="blue"
          onClick={() => markRead.mutate(undefined)}
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables === undefined}
          leftSection={<IconChecks size={18} stroke={2.4} aria-hidden="true" />}
        >
          Mark all as read
        </GameButton>
      </div>
      <ul className={classes.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeItem
              notice={notice}
              onFollow={() => {
                read(notice);
                onClose();
              }}
              onRead={() => read(notice)}
            />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <GameButton
          fullWidth
          color="yellow"
          className={classes.more}
          onClick={() => void inbox.fetchNextPage()}
          loading={inbox.isFetchingNextPage}
        >
          Load more
        </GameButton>
      )}
      {inbox.isFetchNextPageError && (
        <LoadFailed error={inbox.error} onRetry={() => void inbox.fetchNextPage()} />
      )}
    </>
  );
}

interface NoticeItemProps {
  notice: Notice;
  /** The player follows the notice's link. */
  onFollow: () => void;
  /** The player taps a notice that leads nowhere. */
  onRead: () => void;
}

/** One notice: a link to where it matters, or, leading nowhere, a tap that marks it read. */
function NoticeItem({ notice, onFollow, onRead }: NoticeItemProps) {
  const content = (
    <>
      <span className={classes.dot} aria-hidden="true" />
      <span className={classes.noticeText}>
        <span className={classes.noticeHead}>
          <strong className={classes.noticeTitle}>{notice.title}</strong>
          {!notice.read && <span className={classes.newTag}>New</span>}
        </span>
        <span className={classes.noticeBody}>{notice.body}</span>
        <time
          className={classes.time}
          dateTime={notice.createdAt}
          title={new Date(notice.createdAt).toLocaleString()}
        >
          {timeAgo(notice.createdAt)}
        </time>
      </span>
    </>
  );
  const state = notice.read ? 'read' : 'unread';
  if (notice.link) {
    return (
      <Link to={notice.link} className={classes.notice} data-state={state} onClick={onFollow}>
        {content}
      </Link>
    );
  }
  if (!notice.read) {
    return (
      <button type="button" className={classes.notice} data-state={state} onClick={onRead}>
        {content}
      </button>
    );
  }
  return (
    <div className={classes.notice} data-state={state}>
      {content}
    </div>
  );
}
