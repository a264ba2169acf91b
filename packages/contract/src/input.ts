import { z } from 'zod';

/**
 * The building blocks of every input schema (path, query, body). They keep input inside what
 * the database can hold, so a strange value gets a clear 400 instead of failing in a query.
 */

/** The largest value of a PostgreSQL `integer` (int4), the type of every serial id. */
export const INT4_MAX = 2_147_483_647;

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** PostgreSQL text cannot hold U+0000, so no string input may carry it. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** A string input: refuses NUL. Chain `.trim()`, `.min()`, `.max()`, `.regex()` as usual. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, { error: NUL_MESSAGE });
}

/**
 * A whole number in an integer column's range, from JSON or from text (paths, queries and
 * multipart forms send numbers as text).
 */
export function intInRange(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} is a number.` })
    .int({ error: `${label} is a whole number.` })
    .min(min, { error: `${label} is at least ${min}.` })
    .max(max, { error: `${label} is at most ${max}.` });
}

/** The id of a row with a serial (int4) key: 1 to 2147483647. */
export function int4Id(label: string) {
  return z.coerce
    .number({ error: `${label} is a number.` })
    .int({ error: `${label} is a whole number.` })
    .min(1, { error: `${label} is a positive number.` })
    .max(INT4_MAX, { error: `${label} is at most ${INT4_MAX}; there is no such id.` });
}

/** A uuid id in a path or a body. */
export function uuidId(label: string) {
  return z.uuid({ error: `${label} is not a valid id.` });
}
