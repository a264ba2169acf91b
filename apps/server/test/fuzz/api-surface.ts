import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  locationInput,
  marketplaceItemInput,
  postInput,
  treeSpeciesInput,
  triviaContentSchema,
} from '@punla/contract';
import type { Guard } from '../../src/plugins/auth.ts';

/** A JSON Schema as the OpenAPI document gives it (only the parts the generators read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface ApiRoute {
  method: string;
  /** Fastify's pattern, `:name` for a path parameter. */
  url: string;
  guard: Guard;
  path: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body, when the route reads one. */
  body: JsonSchema | undefined;
  /** Routes that read a multipart form (with an image) or the same fields as JSON. */
  form: JsonSchema | undefined;
  /** The path parameter a `self` route checks against the caller's id. */
  selfParam: string | undefined;
}

const formSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * The routes that read their fields with `readFormInput` (JSON, or multipart with an image):
 * their fields are not in the route's schema, so the OpenAPI document cannot show them.
 */
const formRoutes: Record<string, JsonSchema> = {
  [`POST ${apiRoutes.trees.list}`]: formSchema(treeSpeciesInput),
  [`PUT ${apiRoutes.trees.one}`]: formSchema(treeSpeciesInput),
  [`POST ${apiRoutes.marketplace.create}`]: formSchema(marketplaceItemInput),
  [`PUT ${apiRoutes.marketplace.item}`]: formSchema(marketplaceItemInput),
  [`POST ${apiRoutes.locations.list}`]: formSchema(locationInput),
  [`PUT ${apiRoutes.locations.one}`]: formSchema(locationInput),
  [`POST ${apiRoutes.posts.list}`]: formSchema(postInput),
  [`PUT ${apiRoutes.posts.one}`]: formSchema(postInput),
  [`POST ${apiRoutes.trivia.list}`]: formSchema(
    z.strictObject({ content: triviaContentSchema.optional() }),
  ),
};

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every API route of the app with its guard and its input schemas, read from the routes the
 * app registered and from its OpenAPI document: what the generated tests walk.
 */
export function apiSurface(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of app.registeredRoutes) {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) continue;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = document.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
    const path: Record<string, JsonSchema> = {};
    const query: Record<string, JsonSchema> = {};
    for (const name of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
      path[name.slice(1)] = { type: 'string' };
    }
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'path') path[parameter.name] = parameter.schema ?? {};
      if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
    }
    const form = formRoutes[key];
    const body = form ? undefined : operation.requestBody?.content?.['application/json']?.schema;
    const uuidParams = Object.keys(path).filter((name) => path[name]?.format === 'uuid');
    const selfParam =
      route.guard === 'self'
        ? 'userId' in path
          ? 'userId'
          : uuidParams.length === 1
            ? uuidParams[0]
            : undefined
        : undefined;
    if (!route.guard) throw new Error(`${key} has no guard`);
    routes.push({
      method: route.method,
      url: route.url,
      guard: route.guard,
      path,
      query,
      body,
      form,
      selfParam,
    });
  }
  return routes;
}

/** A concrete address: the pattern with each parameter replaced by its (encoded) value. */
export function buildUrl(
  pattern: string,
  path: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const address = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodePart(path[name] ?? ''),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join('&');
  return search ? `${address}?${search}` : address;
}

/** encodeURIComponent, except that a lone surrogate is sent as the invalid UTF-8 it would be. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%\w.-]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    });
  }
}
