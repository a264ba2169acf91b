import type { JsonSchema } from './api-surface.ts';

/** A small seeded generator (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A deterministic uuid (v4 shape) from the generator. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Numbers and number-like text no integer column, page or price can take. */
export const hostileNumbers: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  -1,
  0,
  -0,
  1.5,
  1e-7,
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 7 ',
  '',
];

/** Text that PostgreSQL, a parser or a renderer may choke on. */
export const hostileStrings: unknown[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(10 * 1024),
  '🌳'.repeat(2048),
  '\uD800',
  'a\uDFFFb',
  '\u202Egnp.exe',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uFEFF\u200B\u200D',
  'ｆｕｌｌｗｉｄｔｈ',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'undefined',
  'true',
  '   ',
  '\r\n\t',
];

/** Values of the wrong type for anything. */
export const wrongTypes: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 'two', null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
  deeplyNested(200),
  [[[[[[[[[[[]]]]]]]]]]],
];

export const allHostile: unknown[] = [...hostileNumbers, ...hostileStrings, ...wrongTypes];

/** A hostile value for a field of this schema: mostly of its own kind, sometimes of another. */
export function hostileValue(schema: JsonSchema | undefined, random: Random): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (random.chance(0.3)) return random.pick(allHostile);
  if (type === 'integer' || type === 'number') return random.pick(hostileNumbers);
  if (type === 'string') return random.pick(hostileStrings);
  return random.pick(wrongTypes);
}

/** A hostile value for a path or query parameter: always text, as a URL carries it. */
export function hostileText(schema: JsonSchema | undefined, random: Random): string {
  const value = hostileValue(schema, random);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return JSON.stringify(value) ?? String(value);
}

/** A value that fits the schema, so other fields' hostile values reach the code past it. */
export function validValue(
  schema: JsonSchema | undefined,
  random: Random,
  hint?: string,
  depth = 0,
): unknown {
  if (!schema || depth > 6) return 'value';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const usable = variants.filter((v) => v.type !== 'null');
    return validValue(random.pick(usable.length ? usable : variants), random, hint, depth + 1);
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0], random, hint, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      const span = Math.min(max - min, 100);
      return min + random.int(span + 1);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, random.int(2));
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
        validValue(schema.items, random, hint, depth + 1),
      );
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.chance(0.7)) {
          result[name] = validValue(property, random, name, depth + 1);
        }
      }
      return result;
    }
    case 'string':
    default:
      return validText(schema, random, hint);
  }
}

function validText(schema: JsonSchema, random: Random, hint?: string): string {
  const n = random.int(100_000);
  switch (schema.format) {
    case 'email':
      return `fuzz${n}@example.test`;
    case 'uuid':
      return seededUuid(random);
    case 'date-time':
      return random.pick(['2026-07-01T00:00:00Z', '2027-01-01T00:00:00+08:00']);
    case 'date':
      return '2026-03-21';
    case 'uri':
      return 'https://example.org/support';
  }
  switch (schema.pattern) {
    case '^[0-9]{6}$':
      return String(100_000 + (n % 900_000));
    case '^[A-Z0-9]{8}$':
      return 'ABCD2345';
    case '^[0-9a-f]{64}$':
      return 'a'.repeat(64);
    case '^[A-Za-z0-9_]+$':
      return `fuzz_${n}`;
  }
  if (hint === 'activityDate') return '2026-03-21';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  const length = Math.min(Math.max(min, 12), max);
  return `Fuzz text ${n} `.padEnd(length, 'x').slice(0, length);
}
