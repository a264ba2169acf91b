import { IconMusic, IconMusicOff } from '@tabler/icons-react';
import classes from './header.module.css';

/** The background music switch in the header: a button, pressed while the music is on. */
export function MusicToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      className={classes.iconButton}
      aria-label="Background music"
      aria-pressed={on}
      title={on ? 'Music on' : 'Music off'}
      onClick={() => onChange(!on)}
    >
      {on ? (
        <IconMusic size={22} stroke={2.4} aria-hidden="true" />
      ) : (
        <IconMusicOff size={22} stroke={2.4} aria-hidden="true" />
      )}
    </button>
  );
}
