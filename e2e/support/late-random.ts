/**
 * For `context.addInitScript`: Math.random still varies, but only within [0.95, 1), so the
 * random trivia popup waits close to its longest delay (two minutes) and stays out of a page
 * being checked. A constant would not do: the ids some components draw from Math.random would
 * then be the same for every field of a page, and labels would point at the wrong field.
 * Self-contained, as an init script must be.
 */
export function lateRandom(): void {
  let seed = 20_261_126;
  Math.random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return 0.95 + (seed / 2_147_483_647) * 0.0499;
  };
}
