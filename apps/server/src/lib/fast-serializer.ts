import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** Keywords that check a value rather than shape the output: the serializer needs none. */
const CHECK_ONLY = new Set(['$schema', 'pattern', 'format', 'minimum', 'maximum']);

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The JSON schema fast-json-stringify compiles, from a response's zod schema (its output
 * side). `X | null` becomes a type list, which the serializer writes without trying each
 * branch. Every object must list its properties and refuse others
 * (`additionalProperties: false`, what zod gives a plain object): the serializer then writes
 * the listed properties only, so a field a service forgot to drop (a password hash) never
 * leaves. A schema that would let such a field through is refused when the route is built.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  return tighten(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchema, '#');
}

function tighten(schema: JsonSchema, at: string): JsonSchema {
  const nullable = nullableBranch(schema);
  if (nullable) {
    const inner = tighten(nullable, at);
    return { ...inner, type: [inner.type, 'null'] };
  }
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (CHECK_ONLY.has(keyword)) continue;
    if (keyword === 'properties' && isSchema(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [
          name,
          tighten(child as JsonSchema, `${at}/${name}`),
        ]),
      );
    } else if (keyword === 'items' && isSchema(value)) {
      out.items = tighten(value, `${at}/items`);
    } else if ((keyword === 'anyOf' || keyword === 'oneOf') && Array.isArray(value)) {
      out[keyword] = value.map((branch: JsonSchema, index) =>
        tighten(branch, `${at}/${keyword}/${index}`),
      );
    } else {
      out[keyword] = value;
    }
  }
  refuseOpenShapes(out, at);
  return out;
}

/** The non-null branch of `anyOf: [X, { type: 'null' }]` when X has a single type. */
function nullableBranch(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || Object.keys(schema).length !== 1) {
    return undefined;
  }
  const [first, second] = branches as JsonSchema[];
  const isNull = (branch: JsonSchema | undefined) =>
    branch?.type === 'null' && Object.keys(branch).length === 1;
  const other = isNull(second) ? first : isNull(first) ? second : undefined;
  return other && typeof other.type === 'string' ? other : undefined;
}

function refuseOpenShapes(schema: JsonSchema, at: string): void {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const open =
    Object.keys(schema).length === 0 ||
    (types.includes('object') && schema.additionalProperties !== false) ||
    'patternProperties' in schema;
  if (open) {
    throw new Error(
      `The response schema at ${at} lets any field through; the fast serializer writes listed fields only.`,
    );
  }
}

/** A function that writes a value of the schema as JSON, listed fields only. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(serializerSchema(schema)) as (data: unknown) => string;
}

/**
 * A route's `serializerCompiler` for hot routes: its success answers are written by
 * fast-json-stringify from the zod schema's JSON form, rather than checked by zod and then
 * `JSON.stringify`-ed. The contract's schemas stay the one source of truth (and of the API
 * documentation); error answers keep the zod serializer, as they are rare.
 */
export function fastSerializerCompiler<RouteSchema>(
  route: Parameters<FastifySerializerCompiler<RouteSchema>>[0],
): (data: unknown) => string {
  // Fastify's types name the route's whole schema here; what it passes is the schema of one
  // response status, a zod schema in this app.
  const schema = route.schema as unknown as z.ZodType;
  const status = Number(route.httpStatus);
  if (status >= 200 && status < 300) return compileSerializer(schema);
  return zodSerializerCompiler({ ...route, schema });
}
