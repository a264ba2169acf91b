import type { ReactNode } from 'react';
import classes from './text-limit.module.css';

/** From this share of the limit on, a field says how many characters are left. */
export const NEAR_LIMIT_SHARE = 0.8;

/** "12 characters left", once the text is near the field's limit; null before. */
export function charactersLeftText(length: number, max: number): string | null {
  if (length < max * NEAR_LIMIT_SHARE) return null;
  const left = Math.max(0, max - length);
  if (left === 0) return 'No characters left';
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/** The part of a zod schema read here: a string's `maxLength`, through optional and nullable. */
interface SchemaNode {
  maxLength?: number | null;
  shape?: Record<string, unknown>;
  unwrap?: () => unknown;
}

/**
 * The longest text the contract's schema takes for a field (`path` like "channels.0.label"; none
 * for a string schema itself),
 * so a field's `maxLength` is the server's rule; undefined when the schema sets none.
 */
export function maxLengthOf(schema: unknown, path = ''): number | undefined {
  let node = schema as SchemaNode | undefined;
  for (const key of path ? path.split('.') : []) {
    if (/^\d+$/.test(key) && node && 'element' in node) {
      node = (node as { element: SchemaNode }).element;
      continue;
    }
    node = unwrapped(node);
    if (!node?.shape) return undefined;
    node = node.shape[key] as SchemaNode | undefined;
  }
  const max = unwrapped(node)?.maxLength;
  return typeof max === 'number' ? max : undefined;
}

function unwrapped(node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  // optional(), nullable(), default(): the string sits inside.
  while (current && current.maxLength === undefined && !current.shape && current.unwrap) {
    const inner = current.unwrap() as SchemaNode | undefined;
    if (inner === current) break;
    current = inner;
  }
  return current;
}

/**
 * What a Mantine text field takes to keep within `max` characters: `maxLength`, and near the
 * limit "N characters left" in its description, which Mantine ties to the input with
 * aria-describedby. The field's own description, if any, stays before it.
 */
export function textLimitProps(
  value: string,
  max: number | undefined,
  description?: ReactNode,
): { maxLength?: number; description?: ReactNode } {
  if (max === undefined) return description === undefined ? {} : { description };
  const left = charactersLeftText(value.length, max);
  if (!left)
    return description === undefined ? { maxLength: max } : { maxLength: max, description };
  return {
    maxLength: max,
    description: (
      <>
        {description}
        {description ? ' ' : null}
        <span className={classes.left} data-none-left={value.length >= max || undefined}>
          {left}
        </span>
      </>
    ),
  };
}

/**
 * `textLimitProps` for a field of a form checked with a contract schema: the limit read from the
 * schema at `path`; nothing for a value that is not text (a number, a checkbox).
 */
export function schemaTextLimitProps(
  schema: unknown,
  path: string,
  value: unknown,
  description?: ReactNode,
): { maxLength?: number; description?: ReactNode } {
  if (typeof value !== 'string') return description === undefined ? {} : { description };
  return textLimitProps(value, maxLengthOf(schema, path), description);
}
