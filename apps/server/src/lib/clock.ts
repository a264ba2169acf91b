/** All time goes through a clock so tests can move it (cooldowns, expiry, game days). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(date: Date): void;
  advance(milliseconds: number): void;
}

export function createManualClock(start = new Date('2026-06-01T00:00:00Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
