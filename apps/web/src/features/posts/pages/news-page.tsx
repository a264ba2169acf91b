import { IconNews, IconPlant2, IconRefresh } from '@tabler/icons-react';
import type { Post } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { SkeletonPanel, SkeletonStatus } from '#shared/ui/skeleton.tsx';
import { useNewsFeed } from '../api/list-news-feed.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { PostCard } from '../components/post-card.tsx';
import classes from '../components/posts.module.css';

export const NO_NEWS_TEXT = 'No news yet';

/**
 * A like is a toggle: the heart stays locked this long after a tap even when the answer came
 * sooner, so the second tap of a double tap does not take the like back.
 */
const DOUBLE_TAP_MS = 500;

function FeedPost({ post, userId }: { post: Post; userId: string }) {
  const like = useSingleFlight(useToggleLike(userId), { holdMs: DOUBLE_TAP_MS });
  return <PostCard post={post} onToggleLike={() => like.mutate(post)} liking={like.isPending} />;
}

function Feed({ userId }: { userId: string }) {
  const feed = useNewsFeed(userId);

  if (feed.isPending) {
    return (
      <SkeletonStatus label="Loading the news">
        <SkeletonPanel lines={5} />
        <SkeletonPanel lines={3} />
      </SkeletonStatus>
    );
  }
  if (!feed.data) {
    return (
      <div className={classes.emptyState} role="alert">
        <p className={classes.emptyText}>{getErrorText(feed.error)}</p>
        <GameButton
          color="yellow"
          onClick={() => void feed.refetch()}
          leftSection={<IconRefresh size={20} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  }

  const posts = feed.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) {
    return (
      <div className={classes.emptyState}>
        <span className={classes.emptyIcon} aria-hidden="true">
          <IconNews size={44} stroke={1.8} />
        </span>
        <h2 className={classes.emptyTitle}>{NO_NEWS_TEXT}</h2>
        <p className={classes.emptyText}>
          News about planting events, seasons and new trees will show up here. Check back soon!
        </p>
      </div>
    );
  }

  return (
    <>
      <ul className={classes.feed} aria-label="News and updates">
        {posts.map((post) => (
          <li key={post.id}>
            <FeedPost post={post} userId={userId} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage ? (
        <div className={classes.loadMore}>
          {feed.isFetchNextPageError && (
            <p className={classes.inlineError} role="alert">
              {getErrorText(feed.error)}
            </p>
          )}
          <GameButton
            color="green"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            Load more
          </GameButton>
        </div>
      ) : (
        <p className={classes.caughtUp}>
          <IconPlant2 size={18} stroke={2.4} aria-hidden="true" /> You’re all caught up
        </p>
      )}
    </>
  );
}

/** News and Updates: the feed, newest first, with likes. */
export function NewsPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  return <div className={classes.page}>{userId && <Feed userId={userId} />}</div>;
}

export default NewsPage;
