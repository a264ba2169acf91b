import { useId, useState } from 'react';
import { IconCalendarEvent, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Post } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { LikeButton } from './like-button.tsx';
import classes from './posts.module.css';

/** Longer texts start folded, with "Read more". */
export const FOLD_AFTER_CHARACTERS = 480;

interface PostCardProps {
  post: Post;
  onToggleLike: () => void;
  liking?: boolean;
}

/** One news post: picture, date, title, the text with its line breaks, and the likes. */
export function PostCard({ post, onToggleLike, liking = false }: PostCardProps) {
  const titleId = useId();
  const bodyId = useId();
  const long = post.body.length > FOLD_AFTER_CHARACTERS;
  const [expanded, setExpanded] = useState(false);
  const folded = long && !expanded;

  return (
    <article className={classes.card} aria-labelledby={titleId}>
      {post.imageUrl && (
        <div className={classes.cardPicture}>
          <img src={post.imageUrl} alt="" loading="lazy" />
        </div>
      )}
      <div className={classes.cardBody}>
        <span className={classes.date}>
          <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
          <time dateTime={post.createdAt}>{formatGameDate(post.createdAt)}</time>
        </span>
        <h2 id={titleId} className={classes.title}>
          {post.title}
        </h2>
        <p id={bodyId} className={classes.text} data-folded={folded || undefined}>
          {post.body}
        </p>
        {long && (
          <button
            type="button"
            className={classes.more}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show less' : 'Read more'}
            {expanded ? (
              <IconChevronUp size={16} stroke={2.6} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} stroke={2.6} aria-hidden="true" />
            )}
          </button>
        )}
        <div className={classes.cardFooter}>
          <LikeButton
            liked={post.liked}
            likes={post.likes}
            subject={post.title}
            onToggle={onToggleLike}
            busy={liking}
          />
        </div>
      </div>
    </article>
  );
}
