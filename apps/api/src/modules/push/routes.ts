import { clockTime, DEFAULT_MORNING_TIME, PUSH_TOPICS } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { badField, forbidden, notFound } from '../../http/errors.js';
import { deviceUuidSchema, isTimeZone } from '../../http/params.js';
import { isPushServiceEndpoint } from './endpoints.js';
import { deleteDevice, findDevice, type PushDeviceRow, setDeviceTopics, upsertDevice } from './repository.js';
import type { VapidKeys } from './vapid.js';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      `must be ${bytes} bytes in base64url`,
    );

/** The browser's PushSubscription (`subscription.toJSON()`), as an object or its JSON text. */
const subscriptionSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.object(
    {
      endpoint: z
        .string()
        .max(2000)
        .url('must be the push service URL')
        .refine((url) => url.startsWith('https://'), 'must be an https:// URL'),
      keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
    },
    { error: 'must be the PushSubscription JSON: { endpoint, keys: { p256dh, auth } }' },
  ),
);

const optionalText = z.string().trim().max(100).optional();
const timeZone = z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Kathmandu');
const morningTime = clockTime.describe(
  `When the morning push comes, in the device time zone \`tz\` (default ${DEFAULT_MORNING_TIME})`,
);
const pushLang = z
  .enum(['np', 'en'], { error: 'must be np or en' })
  .describe('Language of the pushes (default np)');
/** The settings every write call may carry (all optional: unchanged when left out). */
const settings = { morning_time: morningTime.optional(), lang: pushLang.optional() };

const registerBody = z.object({
  fcm_token: subscriptionSchema,
  platform: z.literal('web', { error: 'must be web' }),
  uuid: deviceUuidSchema,
  osname: optionalText,
  osversion: optionalText,
  tz: timeZone,
  ...settings,
});

const replaceBody = z.object({
  user_id: z.string().optional().describe('Ignored beyond a check: it must be you'),
  old_uuid: deviceUuidSchema,
  uuid: deviceUuidSchema.optional().describe('The new device id (default: old_uuid)'),
  fcm_token: subscriptionSchema,
  platform: z.literal('web', { error: 'must be web' }).optional(),
  osname: optionalText,
  osversion: optionalText,
  tz: timeZone.optional(),
  ...settings,
});

const topicsBody = z.object({
  uuid: deviceUuidSchema,
  topics: z
    .array(z.enum(PUSH_TOPICS, { error: `must be one of ${PUSH_TOPICS.join(', ')}` }))
    .max(PUSH_TOPICS.length),
  ...settings,
});

const deviceSchema = z.object({
  uuid: z.string(),
  platform: z.string(),
  osname: z.string().nullable(),
  osversion: z.string().nullable(),
  tz: z.string(),
  topics: z.array(z.string()),
  morning_time: z.string(),
  lang: z.enum(['np', 'en']),
});

function deviceBody(row: PushDeviceRow) {
  return {
    uuid: row.uuid,
    platform: row.platform,
    osname: row.osname,
    osversion: row.osversion,
    tz: row.tz,
    topics: row.topics,
    morning_time: row.morningTime,
    lang: row.lang,
  };
}

/** The settings a body gives, as columns (those left out are not touched). */
function settingsOf(body: { morning_time?: string; lang?: 'np' | 'en' }) {
  return {
    ...(body.morning_time !== undefined ? { morningTime: body.morning_time } : {}),
    ...(body.lang !== undefined ? { lang: body.lang } : {}),
  };
}

const TAGS = ['push'];
const bearer = [{ bearerAuth: [] }];

/** Web Push registration (spec §7 /userfcm, /register-webTopics; ADR 141). */
export const pushRoutes: FastifyPluginAsyncZod<{
  db: Db;
  vapid: VapidKeys | null;
  /** Hosts a subscription's endpoint may be at (PUSH_SERVICE_HOSTS). */
  serviceHosts: readonly string[];
}> = async (app, { db, vapid, serviceHosts }) => {
  /** A subscription at anything but a browser's push service is refused (the API would POST to it). */
  const checkPushService = (endpoint: string) => {
    if (!isPushServiceEndpoint(endpoint, serviceHosts))
      throw badField(
        'body',
        'fcm_token.endpoint',
        `must be a browser push service's URL (${serviceHosts.join(', ')})`,
      );
  };
  privateAnswers(app);

  app.get(
    '/push/vapid-public-key',
    {
      schema: {
        tags: TAGS,
        summary: 'The key the browser subscribes with',
        description:
          'Pass `publicKey` as `applicationServerKey` to `pushManager.subscribe()`. 404 when push is off (production without VAPID keys).',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => {
      if (!vapid) throw notFound('push_not_configured');
      return { publicKey: vapid.publicKey };
    },
  );

  app.get(
    '/userfcm/:uuid',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'One of your registered browsers and its push settings',
        description: 'Topics, `morning_time`, `lang` and `tz` of your device `uuid`; 404 for any other.',
        params: z.object({ uuid: deviceUuidSchema }),
        response: { 200: z.object({ device: deviceSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await findDevice(db, user.id, request.params.uuid);
      if (!row) throw notFound('device_not_found');
      return { device: deviceBody(row) };
    },
  );

  app.post(
    '/userfcm',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Register this browser for push',
        description:
          '`fcm_token` is the PushSubscription JSON (https endpoint, keys p256dh/auth). Registering the same `uuid` again refreshes it.',
        body: registerBody,
        response: { 200: z.object({ message: z.string(), device: deviceSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { fcm_token: sub, ...body } = request.body;
      checkPushService(sub.endpoint);
      const row = await upsertDevice(db, {
        userId: user.id,
        uuid: body.uuid,
        platform: body.platform,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        osname: body.osname ?? null,
        osversion: body.osversion ?? null,
        tz: body.tz,
        ...settingsOf(body),
      });
      return { message: 'Device registered', device: deviceBody(row) };
    },
  );

  app.put(
    '/userfcm',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Replace a registered browser subscription',
        description:
          'The device `old_uuid` gets the new subscription (and `uuid`, when given); its topics are kept.',
        body: replaceBody,
        response: { 200: z.object({ message: z.string(), device: deviceSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      checkPushService(body.fcm_token.endpoint);
      if (body.user_id !== undefined && body.user_id !== user.id) throw forbidden('not_your_device');
      const old = await findDevice(db, user.id, body.old_uuid);
      if (!old) throw notFound('device_not_found');
      const uuid = body.uuid ?? old.uuid;
      if (uuid !== old.uuid) await deleteDevice(db, user.id, old.uuid);
      let row = await upsertDevice(db, {
        userId: user.id,
        uuid,
        platform: 'web',
        endpoint: body.fcm_token.endpoint,
        p256dh: body.fcm_token.keys.p256dh,
        auth: body.fcm_token.keys.auth,
        osname: body.osname ?? old.osname,
        osversion: body.osversion ?? old.osversion,
        tz: body.tz ?? old.tz,
        morningTime: body.morning_time ?? old.morningTime,
        lang: body.lang ?? old.lang,
      });
      if (uuid !== old.uuid) row = (await setDeviceTopics(db, user.id, uuid, old.topics)) ?? row;
      return { message: 'Device updated', device: deviceBody(row) };
    },
  );

  app.post(
    '/register-webTopics',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Choose the topics a browser is pushed',
        description: `\`topics\` replaces the device's set: any of ${PUSH_TOPICS.join(', ')} (empty: none).`,
        body: topicsBody,
        response: { 200: z.object({ message: z.string(), device: deviceSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const topics = [...new Set(request.body.topics)];
      const row = await setDeviceTopics(db, user.id, request.body.uuid, topics, settingsOf(request.body));
      if (!row) throw notFound('device_not_found');
      return { message: 'Topics saved', device: deviceBody(row) };
    },
  );
};
