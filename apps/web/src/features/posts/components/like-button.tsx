import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import classes from './posts.module.css';

interface LikeButtonProps {
  liked: boolean;
  likes: number;
  /** What is liked, for screen readers ("Like {title}"). */
  subject: string;
  onToggle: () => void;
  busy?: boolean;
}

/** The heart under a post with its count; pressed when the player likes the post. */
export function LikeButton({ liked, likes, subject, onToggle, busy = false }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={classes.like}
      data-liked={liked || undefined}
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} ${subject}, ${likes} ${likes === 1 ? 'like' : 'likes'}`}
      aria-busy={busy || undefined}
      onClick={onToggle}
      disabled={busy}
    >
      {liked ? (
        <IconHeartFilled size={22} aria-hidden="true" className={classes.heart} />
      ) : (
        <IconHeart size={22} stroke={2.4} aria-hidden="true" className={classes.heart} />
      )}
      <span className={classes.likeCount} data-testid="like-count">
        {likes}
      </span>{' '}
      <span className={classes.likeWord}>{likes === 1 ? 'like' : 'likes'}</span>
    </button>
  );
}
