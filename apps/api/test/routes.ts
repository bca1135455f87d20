/**
 * The routes an app serves, discovered from the app itself (its route list and its OpenAPI
 * document), for the fuzz tier and the authorization matrix: a route added by any module is
 * covered by both without touching them.
 */
import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document carries it (only what the tests read). */
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
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface DiscoveredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form, `/calendars/:id`. */
  url: string;
  /** Path parameter names in order. */
  pathParams: string[];
  /** From the OpenAPI document; absent for routes it hides. */
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** The document says a bearer token is needed. */
  needsToken: boolean;
  documented: boolean;
}

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route of `app` except HEAD/OPTIONS twins, wildcards (static files, CORS preflight) and
 * the API explorer, with its schemas from the OpenAPI document.
 */
export async function discoverRoutes(app: FastifyInstance): Promise<DiscoveredRoute[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const seen = new Set<string>();
  const routes: DiscoveredRoute[] = [];
  for (const { method, url } of app.routeList) {
    if (!METHODS.has(method) || url.includes('*') || url.startsWith('/docs')) continue;
    const key = `${method} ${url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const openApiPath = url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
    const query: Record<string, JsonSchema> = {};
    for (const parameter of operation?.parameters ?? []) {
      if (parameter.in === 'query') query[parameter.name] = parameter.schema;
    }
    routes.push({
      method: method as DiscoveredRoute['method'],
      url,
      pathParams: [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      query,
      body: operation?.requestBody?.content?.['application/json']?.schema,
      needsToken: (operation?.security?.length ?? 0) > 0,
      documented: operation !== undefined,
    });
  }
  return routes;
}

/** Text as URL text; a lone surrogate cannot be URI-encoded, so it goes as the bytes a client would send. */
export function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** `/calendars/:id` with `{ id: 7 }` → `/calendars/7` (values URL-encoded). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => urlText(values[name] ?? 'x'));
}

/** What an example body may name: a calendar of the caller's, another one, the caller's address. */
export interface ExampleIds {
  calendarId: number;
  otherCalendarId: number;
  email: string;
}

/** A browser's push registration (spec §3 device fields) whose subscription has the right shape. */
const EXAMPLE_DEVICE = {
  fcm_token: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  },
  platform: 'web',
  osname: 'Android',
  osversion: '14',
  tz: 'Asia/Kathmandu',
};

/**
 * A body the owner's call succeeds with, keyed by `METHOD url` (undefined for routes without one).
 * The authorization matrix sends it as every role; the fuzz tier spoils one field of it at a time.
 */
export function exampleBody(route: Pick<DiscoveredRoute, 'method' | 'url'>, ids: ExampleIds): unknown {
  const examples: Record<string, unknown> = {
    'PUT /calendars/:id': { name: 'Renamed' },
    'PUT /calendars-priority': { calendar_ids: [ids.calendarId, ids.otherCalendarId] },
    'POST /events': {
      calendar_id: ids.calendarId,
      title: 'Another event',
      base: 'BS',
      date: '2081-07-20',
      all_day: true,
      repeat: { frequency: 'none' },
      location: 'Patan',
      description: 'Bring flowers',
    },
    'PUT /events/:id': { title: 'Changed title', location: 'Bhaktapur' },
    'POST /delete-account': { email: ids.email },
    'POST /calendars/': { name: 'New one', colour: '#d32f2f' },
    'POST /calendars': { name: 'New one', colour: '#d32f2f' },
    'PUT /users/settings': { dark_mode: 1 },
    'POST /users/signup': { full_name: 'Sita Sharma', email: ids.email, password: 'long enough secret' },
    'POST /users/login': { username: ids.email, password: 'long enough secret' },
    'POST /forgot-password': { email: ids.email },
    'POST /users/resend-verification': { email: ids.email },
    'POST /calendars/dateConvert': { date: '2082-07-15', based_on: 'BS' },
    'POST /userfcm': { ...EXAMPLE_DEVICE, uuid: 'browser-1', morning_time: '06:30', lang: 'en' },
    'PUT /userfcm': { ...EXAMPLE_DEVICE, old_uuid: 'browser-1' },
    'POST /register-webTopics': {
      uuid: 'browser-1',
      topics: ['reminders', 'festivals', 'morning', 'organizations'],
      morning_time: '07:00',
      lang: 'np',
    },
  };
  return examples[`${route.method} ${route.url}`];
}
