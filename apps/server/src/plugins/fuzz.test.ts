import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo, type PlantedTree, type SeedlingItem } from '@punla/contract';
import { startAiServer } from '../../test/ai-server.ts';
import {
  apiSurface,
  buildUrl,
  type ApiRoute,
  type JsonSchema,
} from '../../test/fuzz/api-surface.ts';
import { liveAccount } from '../../test/fuzz/sessions.ts';
import {
  allHostile,
  hostileText,
  hostileValue,
  seededRandom,
  seededUuid,
  validValue,
  type Random,
} from '../../test/fuzz/values.ts';
import { multipart, tinyPng } from '../../test/multipart.ts';
import { startOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, type TestApp, type TestPlayer } from '../../test/test-app.ts';

/**
 * Every API route, read from the app's own route list and OpenAPI document, gets at least
 * CASES_PER_ROUTE requests of the right shape with hostile values, sent with a token of the
 * route's role. No input may make the server answer 5xx. The generator is seeded per route,
 * so a failure is reproduced by the same run.
 */
const SEED = 11_2026;
const CASES_PER_ROUTE = 60;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let ai: Awaited<ReturnType<typeof startAiServer>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider();
  ai = await startAiServer();
  t = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: 'punla-test-client',
      GOOGLE_CLIENT_SECRET: 'punla-test-secret',
      GOOGLE_ISSUER_URL: provider.issuerUrl,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tiny-model',
    },
  );
});
afterAll(async () => {
  await t.close();
  await ai.close();
  await provider.stop();
});

interface Sessions {
  player: TestPlayer;
  admin: TestPlayer;
  /** Real ids of the player's things, so some cases reach the code behind the lookups. */
  known: Record<string, string[]>;
}

interface FuzzCase {
  label: string;
  caller: 'player' | 'admin' | 'none';
  path: Record<string, string>;
  query: Record<string, string>;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

function hashKey(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash ^ SEED) >>> 0;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const json = (value: unknown) => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** The body's fields as a multipart form sends them: every value as text. */
function formFields(fields: unknown): Record<string, string> {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    return { value: asText(fields) };
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)]));
}

function brokenMultipart(random: Random, fields: Record<string, string>) {
  const good = multipart(fields, { filename: 'tree.png', contentType: 'image/png', data: tinyPng });
  const boundary = /boundary=(.*)$/.exec(good.headers['content-type'] ?? '')?.[1] ?? '';
  const variants: [string, Buffer, string][] = [
    [
      'truncated multipart',
      good.payload.subarray(0, Math.floor(good.payload.length / 2)),
      good.headers['content-type'] ?? '',
    ],
    [
      'multipart cut inside a header',
      good.payload.subarray(0, boundary.length + 12),
      good.headers['content-type'] ?? '',
    ],
    [
      'multipart with another boundary',
      good.payload,
      'multipart/form-data; boundary=not-the-boundary',
    ],
    ['multipart without a boundary', good.payload, 'multipart/form-data'],
    ['multipart with an empty body', Buffer.alloc(0), good.headers['content-type'] ?? ''],
    [
      'multipart of garbage',
      Buffer.from('\u0000\u0001garbage\r\n--\r\n'),
      good.headers['content-type'] ?? '',
    ],
    [
      'multipart with a malformed part header',
      Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nvalue\r\n--${boundary}--\r\n`),
      good.headers['content-type'] ?? '',
    ],
  ];
  const tooLarge = multipart(fields, {
    filename: 'big.png',
    contentType: 'image/png',
    data: Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]),
  });
  variants.push(['image over 2 MB', tooLarge.payload, tooLarge.headers['content-type'] ?? '']);
  const wrongField = multipart(fields, {
    field: 'picture',
    filename: 'x.png',
    contentType: 'image/png',
    data: tinyPng,
  });
  variants.push([
    'file in an unknown field',
    wrongField.payload,
    wrongField.headers['content-type'] ?? '',
  ]);
  const notImage = multipart(fields, {
    filename: 'x.png',
    contentType: 'image/png',
    data: Buffer.from('not an image'),
  });
  variants.push([
    'image that is not an image',
    notImage.payload,
    notImage.headers['content-type'] ?? '',
  ]);
  const manyFields = multipart(
    Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])),
  );
  variants.push(['30 form fields', manyFields.payload, manyFields.headers['content-type'] ?? '']);
  const [label, payload, contentType] = random.pick(variants);
  return { label, payload, headers: { 'content-type': contentType } };
}

function bodySchemaOf(route: ApiRoute): JsonSchema | undefined {
  return route.body ?? route.form;
}

// Longer than our usual limit on purpose: one switch over every kind of hostile case, so each
// kind's rule is read beside the others and none is forgotten when a kind is added.
function generateCases(route: ApiRoute, sessions: Sessions, random: Random): FuzzCase[] {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const defaultCaller: FuzzCase['caller'] =
    route.guard === 'admin' ? 'admin' : route.guard === 'public' ? 'none' : 'player';

  const validPath = (): Record<string, string> =>
    Object.fromEntries(
      Object.entries(route.path).map(([name, schema]) => {
        if (name === route.selfParam) return [name, sessions.player.user.id];
        const known = sessions.known[name];
        if (known?.length && random.chance(0.5)) return [name, random.pick(known)];
        return [name, asText(validValue(schema, random, name))];
      }),
    );
  const validQuery = (): Record<string, string> =>
    Object.fromEntries(
      Object.entries(route.query)
        .filter(() => random.chance(0.6))
        .map(([name, schema]) => [name, asText(validValue(schema, random, name))]),
    );
  const validBody = (): Record<string, unknown> | undefined => {
    const schema = bodySchemaOf(route);
    if (!schema) return undefined;
    const value = validValue(schema, random);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const body = value as Record<string, unknown>;
      for (const [name, ids] of Object.entries(sessions.known)) {
        if (name in body && ids.length && random.chance(0.5)) body[name] = random.pick(ids);
      }
      return body;
    }
    return undefined;
  };
  const withBody = (body: unknown) => (hasBody && body !== undefined ? json(body) : {});

  const fields = [
    ...Object.keys(route.path)
      .filter((name) => name !== route.selfParam)
      .map((name) => ({ where: 'path' as const, name })),
    ...Object.keys(route.query).map((name) => ({ where: 'query' as const, name })),
    ...Object.keys(bodySchemaOf(route)?.properties ?? {}).map((name) => ({
      where: 'body' as const,
      name,
    })),
  ];

  const applicable = kinds.filter(
    (kind) =>
      (!['hostile self id', 'admin for a player who does not exist'].includes(kind) ||
        route.selfParam !== undefined) &&
      (kind !== 'odd body' || hasBody) &&
      (kind !== 'multipart' || (route.form !== undefined && hasBody)),
  );
  const cases: FuzzCase[] = [];
  for (let index = 0; cases.length < CASES_PER_ROUTE; index += 1) {
    const path = validPath();
    const query = validQuery();
    const body = validBody();
    // One hostile field among valid ones is the case that reaches deepest, so it comes most.
    const kind =
      index === 0 ? 'valid' : random.chance(0.25) ? 'one hostile field' : random.pick(applicable);
    let item: FuzzCase = { label: kind, caller: defaultCaller, path, query, ...withBody(body) };
    switch (kind) {
      case 'valid':
        break;
      case 'one hostile field': {
        if (!fields.length) {
          item = {
            ...item,
            label: 'hostile extra query',
            query: { ...query, [random.pick(extraQueryNames)]: hostileText(undefined, random) },
          };
          break;
        }
        const field = random.pick(fields);
        if (field.where === 'path') path[field.name] = hostileText(route.path[field.name], random);
        else if (field.where === 'query')
          query[field.name] = hostileText(route.query[field.name], random);
        else if (body)
          body[field.name] = hostileValue(bodySchemaOf(route)?.properties?.[field.name], random);
        item = {
          ...item,
          label: `hostile ${field.where} ${field.name}`,
          path,
          query,
          ...withBody(body),
        };
        break;
      }
      case 'every field hostile': {
        for (const name of Object.keys(path)) {
          if (name !== route.selfParam && random.chance(0.6))
            path[name] = hostileText(route.path[name], random);
        }
        for (const name of Object.keys(route.query)) {
          if (random.chance(0.6)) query[name] = hostileText(route.query[name], random);
        }
        const hostileBody = body
          ? Object.fromEntries(
              Object.entries(body).map(([k, v]) => [
                k,
                random.chance(0.6) ? hostileValue(bodySchemaOf(route)?.properties?.[k], random) : v,
              ]),
            )
          : undefined;
        item = { ...item, path, query, ...withBody(hostileBody) };
        break;
      }
      case 'hostile self id': {
        if (!route.selfParam) break;
        path[route.selfParam] = hostileText({ type: 'string' }, random);
        item = { ...item, caller: random.pick(['player', 'admin'] as const), path };
        break;
      }
      case 'admin for a player who does not exist': {
        if (!route.selfParam) break;
        path[route.selfParam] = seededUuid(random);
        item = { ...item, caller: 'admin', path };
        break;
      }
      case 'another caller': {
        item = { ...item, caller: random.pick(['player', 'admin', 'none'] as const) };
        break;
      }
      case 'hostile extra query': {
        query[random.pick(extraQueryNames)] = hostileText(undefined, random);
        item = { ...item, query };
        break;
      }
      case 'odd body': {
        if (!hasBody) break;
        const [label, payload, contentType] = random.pick(oddBodies(body, random));
        item = {
          ...item,
          label,
          payload,
          headers: contentType ? { 'content-type': contentType } : {},
        };
        if (payload === undefined) delete item.payload;
        break;
      }
      case 'multipart': {
        if (!route.form || !hasBody) break;
        const fieldsOf = formFields(body);
        if (random.chance(0.5)) {
          const names = Object.keys(fieldsOf);
          const name = names.length ? random.pick(names) : 'name';
          fieldsOf[name] = hostileText(route.form.properties?.[name], random);
        }
        const broken = brokenMultipart(random, fieldsOf);
        const label = random.chance(0.3) ? 'multipart with hostile fields' : broken.label;
        if (label === 'multipart with hostile fields') {
          const form = multipart(
            fieldsOf,
            random.chance(0.5)
              ? { filename: 'a.png', contentType: 'image/png', data: tinyPng }
              : undefined,
          );
          item = { ...item, label, payload: form.payload, headers: form.headers };
        } else {
          item = { ...item, label, payload: broken.payload, headers: broken.headers };
        }
        break;
      }
    }
    item.label = `${item.label} (as ${item.caller})`;
    cases.push(item);
  }
  return cases;
}

const kinds = [
  'one hostile field',
  'every field hostile',
  'hostile self id',
  'admin for a player who does not exist',
  'another caller',
  'hostile extra query',
  'odd body',
  'multipart',
] as const;

const extraQueryNames = [
  'code',
  'state',
  'page',
  'size',
  'status',
  'id',
  'userId',
  '__proto__',
  'a[b]',
];

function oddBodies(
  valid: Record<string, unknown> | undefined,
  random: Random,
): [string, string | Buffer | undefined, string | undefined][] {
  const base = valid ?? {};
  const keys = Object.keys(base);
  const missing = { ...base };
  if (keys.length) delete missing[random.pick(keys)];
  return [
    ['no body', undefined, undefined],
    ['empty JSON body', '', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['JSON array', JSON.stringify([base]), 'application/json'],
    ['JSON string', JSON.stringify('text'), 'application/json'],
    ['JSON number', '2147483648', 'application/json'],
    ['invalid JSON', '{"a":', 'application/json'],
    ['JSON 10000 levels deep', deepJson(10_000), 'application/json'],
    [
      'extra field',
      JSON.stringify({ ...base, extra: random.pick(allHostile) }),
      'application/json',
    ],
    [
      'prototype keys',
      `{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}${keys.length ? ',' + JSON.stringify(base).slice(1) : '}'}`,
      'application/json',
    ],
    ['missing field', JSON.stringify(missing), 'application/json'],
    ['body over 1 MB', JSON.stringify({ ...base, pad: 'x'.repeat(1_100_000) }), 'application/json'],
    ['text/plain body', 'hello', 'text/plain'],
    ['JSON with a NUL key', JSON.stringify({ ...base, 'a\u0000': 1 }), 'application/json'],
    ['form-urlencoded body', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ];
}

async function prepareSessions(previous?: Sessions): Promise<Sessions> {
  const player = await liveAccount(t, previous?.player, 'USER');
  const admin = await liveAccount(t, previous?.admin, 'ADMIN');
  if (previous && previous.player === player) return { ...previous, admin };
  const known: Record<string, string[]> = { itemId: ['1', '2', '3'], treeId: ['1', '2'] };
  const seedlings = await t.request({
    method: 'GET',
    url: pathTo(apiRoutes.inventory.seedlings, { userId: player.user.id }),
    token: player.token,
  });
  const rows = seedlings.statusCode === 200 ? seedlings.json<SeedlingItem[]>() : [];
  known.inventoryId = rows.map((row) => row.id);
  const [first] = rows;
  if (first) {
    const planted = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.plantedTrees.plant, { userId: player.user.id, inventoryId: first.id }),
      token: player.token,
    });
    if (planted.statusCode === 201) known.plantedTreeId = [planted.json<PlantedTree>().id];
  }
  return { player, admin, known };
}

describe('generated fuzzing of every route', () => {
  it('answers no input with a 5xx', { timeout: 600_000 }, async () => {
    const routes = apiSurface(t.app);
    const failures: string[] = [];
    let sent = 0;
    let sessions = await prepareSessions();
    const perRoute = new Map<string, number>();
    const statuses = new Map<number, number>();
    for (const route of routes) {
      sessions = await prepareSessions(sessions);
      const random = seededRandom(hashKey(`${route.method} ${route.url}`));
      const endsSessions = /logout/.test(route.url);
      const generatedFor = sessions.player.user.id;
      for (const fuzz of generateCases(route, sessions, random)) {
        if (endsSessions) {
          // Each case gets a live session, so every one reaches the route, not the guard.
          sessions = await prepareSessions(sessions);
          if (route.selfParam && fuzz.path[route.selfParam] === generatedFor) {
            fuzz.path[route.selfParam] = sessions.player.user.id;
          }
        }
        const token =
          fuzz.caller === 'admin'
            ? sessions.admin.token
            : fuzz.caller === 'player'
              ? sessions.player.token
              : undefined;
        const url = buildUrl(route.url, fuzz.path, fuzz.query);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...fuzz.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        perRoute.set(
          `${route.method} ${route.url}`,
          (perRoute.get(`${route.method} ${route.url}`) ?? 0) + 1,
        );
        if (response.statusCode >= 500) {
          const payload =
            typeof fuzz.payload === 'string'
              ? fuzz.payload.slice(0, 200)
              : fuzz.payload
                ? `<${fuzz.payload.length} bytes>`
                : '';
          failures.push(
            `${route.method} ${route.url} → ${response.statusCode} [${fuzz.label}] ${url.slice(0, 200)} ${payload} :: ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    console.info(
      `fuzz: ${routes.length} routes, ${sent} cases sent, ${failures.length} answered 5xx;`,
      `statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(80);
    for (const [route, count] of perRoute) expect(count, route).toBeGreaterThanOrEqual(50);
    expect(sent).toBeGreaterThanOrEqual(routes.length * 50);
  });
});
