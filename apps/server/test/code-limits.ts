import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Moves the clock to the top of the next hour, so minutes asked after stay in one hour. */
export function toTopOfTheHour(t: TestApp): void {
  const now = t.clock.now();
  t.clock.set(new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000));
}

/**
 * Asks for mailed codes the way the limits allow them: the first answers `okStatus`, a second
 * at once is refused, one a minute after that is fine up to five, and the sixth in the hour is
 * refused, each with its message.
 */
export async function expectOneCodeAMinuteFiveAnHour(
  t: TestApp,
  ask: () => Promise<LightMyRequestResponse>,
  okStatus: number,
): Promise<void> {
  expect((await ask()).statusCode).toBe(okStatus);
  const tooSoon = await ask();
  expect(tooSoon.statusCode).toBe(429);
  expect(tooSoon.json().message).toMatch(
    /^A code was sent to this address moments ago\. Try again in \d+ (seconds?|minute)\.$/,
  );
  for (let i = 0; i < 4; i += 1) {
    t.clock.advance(61 * 1000);
    expect((await ask()).statusCode).toBe(okStatus);
  }
  t.clock.advance(61 * 1000);
  const hourly = await ask();
  expect(hourly.statusCode).toBe(429);
  expect(hourly.json().message).toMatch(/^Too many codes were asked for this address\./);
}
