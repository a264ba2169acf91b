import { useCallback, useEffect, useState } from 'react';

/**
 * The seconds left of a cooldown: whole seconds counting down to 0, one step a second.
 * `start` begins again from `seconds`, even while a cooldown is running.
 */
export function useCooldownSeconds(seconds: number) {
  const [left, setLeft] = useState(0);
  // Bumped by every start, so starting again restarts the second too.
  const [round, setRound] = useState(0);
  const running = left > 0;

  useEffect(() => {
    if (!running) return undefined;
    // One interval per countdown, so the seconds do not drift with render time.
    const timer = setInterval(() => setLeft((value) => Math.max(value - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running, round]);

  const start = useCallback(() => {
    setLeft(seconds);
    setRound((value) => value + 1);
  }, [seconds]);

  return { secondsLeft: left, running, start };
}
