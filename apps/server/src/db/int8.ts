/**
 * Sums and counts over every player's rows (all the coins in the game, all the XP of a day,
 * every planted tree) are computed as `bigint` (int8) in SQL: an `::int` cast fails with
 * "integer out of range" once, say, all coins together pass 2^31. node-postgres hands an int8
 * to JavaScript as text, so that no digit is lost; this turns it into a number, in the
 * repository that read it. No global type parser is installed: other int8 values keep
 * arriving as they do.
 *
 * A number holds every integer up to 2^53 (Number.MAX_SAFE_INTEGER, about 9 × 10^15) exactly,
 * and these totals stay far below it (a million players would each need billions of coins to
 * reach it); a value past it is refused rather than rounded.
 */
export function int8ToNumber(value: string | number | bigint): number {
  const number = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isSafeInteger(number)) {
    throw new Error(`The database total ${String(value)} is not an integer below 2^53.`);
  }
  return number;
}
