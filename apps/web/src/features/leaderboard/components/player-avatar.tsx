import classes from './leaderboard.module.css';

const PALETTE = ['#4e9f2d', '#1f8ae0', '#e0452f', '#a8703f', '#7b4fc9', '#0f9488', '#d9480f'];

/** The same colour for the same name, every time. */
export function avatarColor(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** A round badge with the player's initial. */
export function PlayerAvatar({ username, size = 40 }: { username: string; size?: number }) {
  return (
    <span
      className={classes.avatar}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        background: avatarColor(username),
      }}
      aria-hidden="true"
    >
      {username.slice(0, 1).toUpperCase()}
    </span>
  );
}
