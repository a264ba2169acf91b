import { IconClockPause, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { GameButton } from '#shared/ui/game-button.tsx';
import { NEW_VERSION_TEXT, useNewVersion } from './version-check.ts';
import classes from './update-prompt.module.css';

interface UpdatePromptProps {
  /** The running build (tests set it; the app uses its own). */
  runningId?: string;
  fetchFn?: typeof fetch;
  /** What "Reload" does; a full page load by default. */
  onReload?: () => void;
}

/** Spec §4: when a newer build is deployed, asks "A new version is available. Reload now?". */
export function UpdatePrompt({ runningId, fetchFn, onReload }: UpdatePromptProps) {
  const { available, dismiss } = useNewVersion(runningId, fetchFn);
  if (!available) return null;
  return (
    <div className={classes.dock}>
      <section
        className={classes.card}
        role="dialog"
        aria-modal="false"
        aria-labelledby="new-version-text"
        aria-live="polite"
      >
        <span className={classes.icon} aria-hidden="true">
          <IconSparkles size={24} stroke={2.2} />
        </span>
        <p id="new-version-text" className={classes.text}>
          {NEW_VERSION_TEXT}
        </p>
        <div className={classes.actions}>
          <GameButton
            size="sm"
            color="yellow"
            onClick={dismiss}
            leftSection={<IconClockPause size={18} stroke={2.4} />}
          >
            Later
          </GameButton>
          <GameButton
            size="sm"
            color="green"
            onClick={onReload ?? (() => window.location.reload())}
            leftSection={<IconRefresh size={18} stroke={2.4} />}
          >
            Reload
          </GameButton>
        </div>
      </section>
    </div>
  );
}
