import { useEffect, useRef } from 'react';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatWait } from '@punla/contract';
import { useNow } from '#shared/hooks/use-now.ts';
import classes from './quests.module.css';

/** Time left until the game day turns; asks for the new day's quests when it does. */
export function ResetCountdown({
  nextResetAt,
  onReset,
}: {
  nextResetAt: string;
  onReset: () => void;
}) {
  const now = useNow(15_000);
  const left = new Date(nextResetAt).getTime() - now;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (left <= 0 && asked.current !== nextResetAt) {
      asked.current = nextResetAt;
      onReset();
    }
  }, [left, nextResetAt, onReset]);
  return (
    <p className={classes.reset}>
      <IconClockHour4 size={18} stroke={2.4} aria-hidden="true" />
      {left > 0 ? <>New quests in {formatWait(left)}</> : <>New quests are here</>}
    </p>
  );
}
