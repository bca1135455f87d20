/**
 * The routes an app serves, discovered from the app itself (its route list and its OpenAPI
 * document), for the fuzz tier and the authorization matrix; both also hold the app to the exact
 * list committed in `route-list.txt`, so a route added (or removed) without its matrix rows fails
 * the run with a message saying what to add.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** The committed list of every route (`route-list.txt`, beside this file). */
export const ROUTE_LIST_FILE = fileURLToPath(new URL('./route-list.txt', import.meta.url));
const ROUTE_LIST_NAME = 'apps/api/test/route-list.txt';

export interface ListedRoute {
  /** `METHOD path`. */
  key: string;
  /** Served only outside production (`[development]`). */
  developmentOnly: boolean;
  /** Hidden from the OpenAPI page (`[undocumented]`). */
  undocumented: boolean;
}

export function readRouteList(file = ROUTE_LIST_FILE): ListedRoute[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(/\s+/);
      return {
        key: `${method} ${path}`,
        developmentOnly: line.includes('[development]'),
        undocumented: line.includes('[undocumented]'),
      };
    });
}

/**
 * What differs between the routes an app serves and the committed list, each said as what the
 * developer does next; empty when they are the same. `production`: the app was built for
 * production, so `[development]` routes must be absent.
 */
export function routeListProblems(
  routes: readonly Pick<DiscoveredRoute, 'method' | 'url' | 'documented'>[],
  production: boolean,
  listed: readonly ListedRoute[] = readRouteList(),
): string[] {
  const expected = listed.filter((r) => !(production && r.developmentOnly));
  const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
  const wanted = new Set(expected.map((r) => r.key));
  const problems: string[] = [];
  const added = [...served].filter((key) => !wanted.has(key)).sort();
  if (added.length) {
    problems.push(
      `The app serves ${added.length} route(s) that ${ROUTE_LIST_NAME} does not list:\n` +
        added.map((key) => `  ${key}`).join('\n') +
        `\nFor each: give it its authorization rows — an example body in exampleBody (apps/api/test/routes.ts) ` +
        `and a line in OWNER_SUCCEEDS (authorization-matrix.test.ts) when the owner's call must succeed, and its ` +
        `role rows in its module's matrix (the policy action it asks for, and each role's status, as in ` +
        `sharing-authorization.test.ts or rashifal.test.ts) — then add the line above to ${ROUTE_LIST_NAME} ` +
        `(tag it [development] if production does not serve it, [undocumented] if the OpenAPI page hides it).`,
    );
  }
  const removed = expected.filter((r) => !served.has(r.key)).map((r) => r.key);
  if (removed.length) {
    problems.push(
      `${ROUTE_LIST_NAME} lists ${removed.length} route(s) the app no longer serves:\n` +
        removed.map((key) => `  ${key}`).join('\n') +
        `\nRemove these lines (and the routes' matrix rows), or restore the routes.`,
    );
  }
  const hidden = new Set(listed.filter((r) => r.undocumented).map((r) => r.key));
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (!wanted.has(key)) continue;
    if (!route.documented && !hidden.has(key))
      problems.push(
        `${key} is missing from the OpenAPI document: give it a schema, or tag it [undocumented].`,
      );
    if (route.documented && hidden.has(key))
      problems.push(`${key} is now in the OpenAPI document: remove its [undocumented] tag.`);
  }
  return problems;
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
/** Quiz (ADR 177): a bank question as an editor writes it. */
const EXAMPLE_QUIZ_QUESTION = {
  prompt: { np: 'नेपालमा कति प्रदेश छन्?', en: 'How many provinces does Nepal have?' },
  options: [
    { np: '५', en: '5' },
    { np: '६', en: '6' },
    { np: '७', en: '7' },
    { np: '८', en: '8' },
  ],
  answer_index: 2,
  explanation: { np: 'सात प्रदेश।', en: 'Seven provinces.' },
  source: 'Election Commission Nepal lookups',
};

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
    // Talk with us (issue 29; ADR 195).
    'POST /support/threads': {
      subject: 'Reminder did not ring',
      body: 'My reminder was silent today.',
      lang: 'en',
    },
    'POST /support/threads/:id/messages': { body: 'Any news?' },
    'POST /admin/support/threads/:id/assign': { assignee_id: null },
    'POST /admin/support/threads/:id/status': { status: 'closed' },
    'POST /admin/support/canned': { title: 'Thanks', body: 'Thank you for writing to us.' },
    // Quiz (ADR 177)
    'POST /quiz/today/check': { answers: [0, 1, 2, 3, null, 1, 2, 3] },
    'POST /quiz/today/answers': { answers: [0, 1, 2, 3, null, 1, 2, 3] },
    'POST /admin/quiz/questions': EXAMPLE_QUIZ_QUESTION,
    'PUT /admin/quiz/questions/:id': EXAMPLE_QUIZ_QUESTION,
    'POST /admin/quiz/questions/:id/review': { status: 'reviewed' },
    // Vehicle bluebook (issue 27).
    'POST /bluebook/vehicles': {
      province: 'bagmati',
      category: 'motorcycle',
      engine_cc: 150,
      registration_number: 'Ba 12 Pa 3456',
      renewal_date: '2081-06-16',
      insurance_expiry: '2082-06-20',
      remind_mail: true,
    },
    'PUT /bluebook/vehicles/:id': {
      province: 'bagmati',
      category: 'motorcycle',
      engine_cc: 150,
      registration_number: 'Ba 12 Pa 3456',
      renewal_date: '2081-06-16',
      insurance_expiry: '2082-06-20',
      remind_mail: true,
    },
    'POST /bluebook/vehicles/:id/renewals': { renewed_on: '2081-07-01', channel: 'office', amount: 5300 },
    // Renewals paid through Patro (ADR 240, 241).
    'POST /bluebook/vehicles/:id/pay': { gateway: 'esewa' },
    'POST /admin/bluebook/renewals/:id/status': { status: 'submitted' },
    'POST /admin/bluebook/renewals/:id/receipt': {
      file: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`,
    },
    'POST /admin/bluebook/renewals/:id/refund': { reason: 'Renewed elsewhere' },
    'PUT /admin/bluebook/service-fee': { service_fee_paisa: null },
    // Paramarsha (issue 26).
    'POST /paramarsha': EXAMPLE_PARAMARSHA_REQUEST,
    'PUT /paramarsha/requests/:id/draft': { text: 'Saturn transits your tenth house.' },
    'POST /paramarsha/requests/:id/answer': { text: 'Saturn transits your tenth house.' },
    'POST /paramarsha/requests/:id/follow-up': { question: 'And next year?' },
    'POST /admin/paramarsha/services': EXAMPLE_PARAMARSHA_SERVICE,
    'PUT /admin/paramarsha/services/:serviceId': EXAMPLE_PARAMARSHA_SERVICE,
    'PUT /admin/paramarsha/gurus': {
      email: ids.email,
      name_np: 'ज्योतिषी',
      name_en: 'Astrologer',
      service_ids: [1],
    },
    'POST /admin/paramarsha/testimonials': { text: 'Clear and kind.', name: 'A reader', consent: true },
    // Our own ad server (issue 25).
    'POST /admin/ads/campaigns': EXAMPLE_AD_CAMPAIGN,
    'PATCH /admin/ads/campaigns/:id': { weight: 2, status: 'paused' },
    'POST /admin/ads/slots': {
      key: 'example-inline',
      kind: 'banner',
      position: 'inline',
      pages: ['news'],
      ads: true,
      width: 728,
      height: 90,
      mobile_width: 300,
      mobile_height: 250,
    },
    'PATCH /admin/ads/slots/:key': { order: 3 },
    'POST /admin/ads/house': {
      kind: 'house',
      slots: ['news-inline'],
      image: '/house-ads/quiz-728x90.svg',
      image_mobile: '/house-ads/quiz-300x250.svg',
      alt: { np: 'आजको प्रश्नोत्तरी', en: 'Today’s quiz' },
      target_url: '/quiz',
    },
    'PATCH /admin/ads/house/:id': { order: 2 },
  };
  return examples[`${route.method} ${route.url}`];
}

/** Our own ad server (issue 25): a campaign as the admin screen sends it. */
export const EXAMPLE_AD_CAMPAIGN = {
  name: 'Winter sale',
  advertiser: 'Example Traders',
  target_url: 'https://advertiser.example/winter',
  slots: ['home-top'],
  pages: ['home'],
  langs: ['np', 'en'],
  starts_on: '2026-11-20',
  ends_on: '2026-12-20',
  daily_cap: 10000,
  total_cap: null,
  weight: 10,
  status: 'draft',
  creatives: [
    {
      image: 'https://cdn.advertiser.example/winter-728x90.png',
      image_mobile: 'https://cdn.advertiser.example/winter-320x100.png',
      alt: { np: 'जाडो छुट', en: 'Winter sale' },
    },
  ],
};

// Paramarsha (issue 26): one request form and one service, as the web sends them.
export const EXAMPLE_PARAMARSHA_SERVICE = {
  name_np: 'एक प्रश्न',
  name_en: 'One question',
  description_np: 'एउटा प्रश्नको लिखित जवाफ',
  description_en: 'A written answer to one question',
  price_paisa: 50000,
  turnaround_hours: 72,
};
export const EXAMPLE_PARAMARSHA_REQUEST = {
  service_id: 1,
  name: 'Sita Sharma',
  gender: 'female',
  birth_date: '1990-05-14',
  birth_time: '06:30',
  place_name: 'Kathmandu',
  latitude: 27.7172,
  longitude: 85.324,
  time_zone: 'Asia/Kathmandu',
  subject: 'career',
  message: 'Will my new job suit me?',
  gateway: 'esewa',
  lang: 'en',
};
