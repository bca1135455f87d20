/**
 * The fuzz tier (ADR 095): seeded, bounded fast-check runs over every route of the app, with
 * requests built from each route's OpenAPI schemas and then spoiled — wrong types, missing and
 * extra fields, huge strings, control characters, invalid dates, `__proto__` keys, wrong content
 * types — signed in and not. Every answer must come within 10 s and be below 500, and `/health`
 * must answer after each route. `FUZZ_SEED` and `FUZZ_RUNS` change the seed and the runs per route.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { testDatabases } from './databases.js';
import { buildPersonalApp, userWithCalendar } from './personal.js';
import {
  type DiscoveredRoute,
  discoverRoutes,
  exampleBody,
  fillPath,
  type JsonSchema,
  routeListProblems,
  urlText,
} from './routes.js';
import { callAs, type TestUser } from './users.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const ANSWER_WITHIN_MS = 10_000;

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\ud800',
  '\u202e',
  'नेपाल',
  '2081-13-45',
  '2024-02-30',
  '0000-00-00',
  '99999-01-01',
  '-0001-01-01',
  '2081-1-1',
  '1e309',
  'NaN',
  '-1',
  '9007199254740993',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  'null',
  '[]',
  '{}',
];

/** Values that are wrong almost everywhere. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant('\u0000'.repeat(1000)),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1.5, 1e308),
  fc.array(fc.constant('y'.repeat(1000)), { minLength: 50, maxLength: 200 }),
);

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return components[schema.$ref.split('/').at(-1)!] ?? {};
  return schema;
}

/** Something the schema accepts, most of the time (patterns and ranges make it near-valid). */
function valid(raw: JsonSchema, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  const inner = (s: JsonSchema) => valid(s, components, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(inner));
  if (schema.allOf?.length) return inner(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
        return fc.oneof(
          fc.constantFrom('2081-07-15', '2082-06-12', '2024-10-31', '2025-04-14'),
          fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        );
      }
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email') return fc.constantFrom('someone@example.com', 'fuzz@example.org');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 64) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -10, -1_000_000),
        max: Math.min(schema.maximum ?? 3000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? inner(schema.items) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, inner(s)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value for `schema`: valid, wrong, or an object with spoiled, missing and extra fields. */
function fuzzed(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  const choices: { arbitrary: fc.Arbitrary<unknown>; weight: number }[] = [
    { arbitrary: valid(resolved, components), weight: 4 },
    { arbitrary: nasty, weight: 2 },
  ];
  if (resolved.properties && depth < 3) {
    const model = Object.fromEntries(
      Object.entries(resolved.properties).map(([key, child]) => [key, fuzzed(child, components, depth + 1)]),
    );
    const spoiled = fc
      .tuple(
        fc.record(model, { requiredKeys: [] }),
        fc.dictionary(
          fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'user_id', '\u0000'),
          nasty,
          {
            maxKeys: 2,
          },
        ),
      )
      .map(([object, extra]) => Object.assign(Object.create(null), object, extra));
    choices.push({ arbitrary: spoiled, weight: 3 });
  }
  return fc.oneof(...choices);
}

/** JSON half the time (so bodies reach the handlers), every other kind the rest. */
const contentTypes = [
  ...Array<string>(6).fill('application/json'),
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

interface FuzzContext {
  ids: Record<string, string>;
  calendarId: number;
  otherCalendarId: number;
  components: Record<string, JsonSchema>;
  user: TestUser;
}

/** A whole request for `route`: path, query, body and content type, each possibly spoiled. */
function requestFor(route: DiscoveredRoute, context: FuzzContext): fc.Arbitrary<InjectOptions> {
  const pathValue = fc.oneof(
    { arbitrary: fc.constantFrom(...Object.values(context.ids)), weight: 3 },
    { arbitrary: fc.integer({ min: -5, max: 100_000 }).map(String), weight: 2 },
    { arbitrary: fc.constantFrom(...nastyStrings), weight: 2 },
  );
  const query = fc.record(
    Object.fromEntries(Object.entries(route.query).map(([k, s]) => [k, fuzzed(s, context.components)])),
    { requiredKeys: [] },
  );
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('__proto__', 'x', 'lang', 'to'), nasty), {
    nil: undefined,
  });
  const schemaBody = route.body
    ? fuzzed(route.body, context.components)
    : fc.option(nasty, { nil: undefined });
  // A body the route accepts with one field spoiled reaches the handler and the database, where a
  // body spoiled as a whole mostly stops at validation.
  const example = fc.integer({ min: 0, max: 1e9 }).map(
    (n) =>
      exampleBody(route, {
        calendarId: context.calendarId,
        otherCalendarId: context.otherCalendarId,
        email: `fuzz-${n}@example.com`,
      }) as Record<string, unknown> | undefined,
  );
  const control = fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u0000\u0000');
  const oneFieldSpoiled = fc
    .tuple(example, fc.nat(), fc.oneof({ arbitrary: nasty, weight: 1 }, { arbitrary: control, weight: 2 }))
    .map(([body, index, value]) => {
      if (!body) return undefined;
      const keys = Object.keys(body);
      const key = keys[index % keys.length]!;
      const original = body[key];
      // A control character inside the field's own text, or the field replaced outright.
      const spoilt =
        typeof value === 'string' && typeof original === 'string' && value.length <= 2
          ? `${original}${value}x`
          : value;
      return { ...body, [key]: spoilt };
    });

  const bodyValue = fc.oneof({ arbitrary: schemaBody, weight: 3 }, { arbitrary: oneFieldSpoiled, weight: 3 });
  const rawBody = fc.constantFrom(
    '{"a":',
    '{"__proto__":{"x":1}}',
    'null',
    '[]',
    '"text"',
    '\u0000',
    'a=1&a=2',
  );
  return fc
    .record({
      params: fc.tuple(...route.pathParams.map(() => pathValue), fc.constant('')),
      query,
      extraQuery,
      body: fc.oneof(
        { arbitrary: bodyValue, weight: 5 },
        { arbitrary: rawBody.map((r) => ({ raw: r })), weight: 1 },
      ),
      contentType: fc.constantFrom(...contentTypes),
      signedIn: fc.boolean(),
      // Many client addresses, so per-IP limits (sign-up: 5 an hour) do not answer for the route.
      client: fc.integer({ min: 1, max: 65_000 }),
    })
    .map(({ params, query, extraQuery, body, contentType, signedIn, client }) => {
      const values = Object.fromEntries(route.pathParams.map((name, i) => [name, String(params[i])]));
      const url = fillPath(route.url, values);
      const pairs = Object.entries(query as Record<string, unknown>).map(([k, v]) => `${k}=${urlText(v)}`);
      if (extraQuery) pairs.push(`${extraQuery[0]}=${urlText(extraQuery[1])}`);
      const headers: Record<string, string> = signedIn ? { ...context.user.headers } : {};
      const options: InjectOptions = {
        remoteAddress: `10.${client >> 8}.${client & 255}.9`,
        method: route.method,
        url: pairs.length ? `${url}?${pairs.join('&')}` : url,
        headers,
      };
      if (body !== undefined && route.method !== 'GET') {
        headers['content-type'] = contentType;
        const raw = (body as { raw?: string } | null)?.raw;
        options.payload = raw ?? JSON.stringify(body) ?? 'undefined';
      }
      return options;
    });
}

function withinTime<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${what}`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe.each(testDatabases())('fuzz tier on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let context: FuzzContext;
  let routes: DiscoveredRoute[] = [];
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildPersonalApp(database, { production: false });
    routes = await discoverRoutes(app);
    const { user, calendarId } = await userWithCalendar(app, database);
    const event = await call('POST', '/events', user, {
      calendar_id: calendarId,
      title: 'Fuzz target',
      base: 'BS',
      date: '2081-07-15',
      all_day: true,
      repeat: { frequency: 'monthly' },
    });
    const mine = await call('GET', '/users/calendars', user);
    const icalFile = `${new URL(mine.json().data.calendars[0].ical_url).pathname.split('/').pop()}`;
    const doc = app.swagger() as { components?: { schemas?: Record<string, JsonSchema> } };
    context = {
      user,
      components: doc.components?.schemas ?? {},
      calendarId,
      otherCalendarId: 1,
      ids: {
        calendar: String(calendarId),
        event: String(event.json().event.id),
        ical: icalFile,
        default: '1',
      },
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('covers exactly the routes in route-list.txt, each documented unless tagged otherwise', () => {
    expect(routeListProblems(routes, false)).toEqual([]);
  });

  // Shapes the outside probe found (issue 23): ids past the 32-bit columns in a path or a body,
  // and the TRACE method. Sent to every route, not left to the random runs.
  it('an id of 2^31 in any path, or in a body, and the TRACE method get a 4xx', async () => {
    const TOO_BIG = '2147483648';
    const failures: string[] = [];
    const check = async (request: InjectOptions) => {
      const response = await app.inject({
        ...request,
        headers: { ...context.user.headers, ...request.headers },
      });
      if (response.statusCode >= 500 || response.statusCode < 400)
        failures.push(
          `${response.statusCode} for ${request.method} ${request.url}: ${response.body.slice(0, 120)}`,
        );
    };
    for (const route of routes.filter((r) => r.pathParams.length > 0)) {
      const values = Object.fromEntries(route.pathParams.map((name) => [name, TOO_BIG]));
      await check({
        method: route.method,
        url: fillPath(route.url, values),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
    }
    const id = Number(TOO_BIG);
    await check({
      method: 'POST',
      url: '/events',
      payload: {
        calendar_id: id,
        title: 'x',
        base: 'AD',
        date: '2024-01-01',
        all_day: true,
        repeat: { frequency: 'none' },
      },
    });
    await check({ method: 'PUT', url: '/calendars-priority', payload: { calendar_ids: [id] } });
    await check({ method: 'TRACE' as InjectOptions['method'], url: '/health' });
    expect(failures).toEqual([]);
  });

  it('no request to any route gets a 5xx or hangs, and /health answers after each route', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, route] of routes.entries()) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(route, context), async (request) => {
            const response = await withinTime(app.inject(request), `${request.method} ${request.url}`);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500) {
              throw new Error(
                `${response.statusCode} for ${request.method} ${String(request.url).slice(0, 200)}: ${response.body.slice(0, 200)}`,
              );
            }
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) => {
          const cause = error.cause instanceof Error ? error.cause.message : '';
          failures.push(`${route.method} ${route.url}: ${cause || error.message}`.slice(0, 600));
        });
      const health = await withinTime(app.inject({ method: 'GET', url: '/health' }), 'health');
      if (health.statusCode !== 200)
        failures.push(`/health answered ${health.statusCode} after ${route.url}`);
    }
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`fuzz: ${routes.length} routes × ${RUNS} requests, seed ${SEED}: ${tally.join(' ')}`);
    expect(failures).toEqual([]);
  });
});
