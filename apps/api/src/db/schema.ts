import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Remote configuration the clients read through `GET /api/dynamic-config/{key}` (spec §7):
 * values an operator changes without a release.
 */
export const dynamicConfig = pgTable('dynamic_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Calendars events belong to. The default calendars (national festivals and holidays, Nepal
 * Sambat, international days, other communities) are seeded from the engine's festival
 * catalogue and have no owner; personal and organisation calendars (accounts issue) will set
 * `ownerUserId` / `orgId`. `colour` is one of the 24 of dynamic config `calendar-palette`.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    /** Stable key of a default calendar (`national`, `nepal-sambat`, …); null for user calendars. */
    slug: text('slug').unique(),
    nameNp: text('name_np').notNull(),
    nameEn: text('name_en').notNull(),
    colour: text('colour').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Shown in the calendar (spec `display` = 1). */
    display: boolean('display').notNull().default(true),
    /** Order among calendars: lower first. */
    priority: integer('priority').notNull().default(0),
    /** Owner of a personal calendar; null for the default calendars. */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation of an organisation calendar (its members manage it; `ownerUserId` is null). */
    orgId: text('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    isModifiable: boolean('is_modifiable').notNull().default(false),
    /** The user's first calendar, created with the account (spec `default_calendar`). */
    isUserDefault: boolean('is_user_default').notNull().default(false),
    /**
     * Secret of the private iCalendar feed (`/ical/{token}.ics`); null for default calendars.
     * Regenerating it revokes every subscription made with the old URL.
     */
    icalToken: text('ical_token').unique(),
    /**
     * Secret of the public link (`/public/calendar/{token}`) of a published organisation calendar;
     * null while unpublished. Unpublishing or regenerating ends the old link.
     */
    publicToken: text('public_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendars_owner_idx').on(table.ownerUserId), index('calendars_org_idx').on(table.orgId)],
);

/**
 * A recurring event series (spec: the event's `jir`). `base` says which calendar it recurs in:
 * NS on its lunar date, BS on its BS date, AD on its AD date. Default series carry the catalogue
 * festival id and are expanded through the engine's festival resolver (published dates override
 * the rule in official years); user series (accounts issue) will use `recurrence`.
 */
export const eventSeries = pgTable(
  'event_series',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    base: text('base', { enum: ['NS', 'BS', 'AD'] }).notNull(),
    /** Engine festival-catalogue id for default series. */
    festivalId: text('festival_id').unique(),
    titleNp: text('title_np').notNull(),
    titleEn: text('title_en').notNull(),
    /** Free description (spec `jds` carries it as JSON text). */
    description: jsonb('description').notNull().default({}),
    /** Featured (spec `jie` = "1"): shown first in a day. */
    featured: boolean('featured').notNull().default(false),
    holiday: text('holiday', { enum: ['national', 'restricted', 'none'] })
      .notNull()
      .default('none'),
    holidayScope: text('holiday_scope'),
    /** "0" highest … "2"; null for user events. */
    priority: text('priority', { enum: ['0', '1', '2'] }),
    /**
     * User recurrence in the base calendar: `{ frequency, interval, end }` where `end` is
     * `{ kind: 'never' } | { kind: 'count', count } | { kind: 'until', date }`; null = one-off.
     */
    recurrence: jsonb('recurrence'),
    /** First date of a user series, ISO `YYYY-MM-DD` in its base calendar (BS or AD). */
    startsOn: text('starts_on'),
    /** User events: start and end time `HH:MM` in `timeZone`; both null for all-day events. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** IANA zone the times are in (Asia/Kathmandu unless the user chose another). */
    timeZone: text('time_zone').notNull().default('Asia/Kathmandu'),
    /** Spec event type: birthday, anniversary, … (null for default series). */
    eventType: text('event_type'),
    location: text('location'),
    /** Reminder offsets in minutes before the start (all-day: before 00:00 of the day), e.g. [0, 1440]. */
    reminders: jsonb('reminders').$type<number[]>().notNull().default([]),
    /** Who set the series' reminders: they alone are reminded (a shared calendar's other members are not). */
    remindersSetBy: text('reminders_set_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who created a user series. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_series_calendar_idx').on(table.calendarId)],
);

/**
 * Suva sait as published (entered by an admin once the accounts issue brings admin auth). A row
 * overrides the computed verdict for its BS date and category: `auspicious` true adds or
 * confirms the day (with the published time, if any), false removes a computed day.
 */
export const publishedSaits = pgTable(
  'published_saits',
  {
    id: serial('id').primaryKey(),
    /** BS date, ISO `YYYY-MM-DD`. */
    bsDate: text('bs_date').notNull(),
    bsYear: integer('bs_year').notNull(),
    bsMonth: integer('bs_month').notNull(),
    category: text('category').notNull(),
    auspicious: boolean('auspicious').notNull().default(true),
    /** Published time(s) of the sait, free text such as "बिहान ७:१५ बजे". */
    timeNote: text('time_note'),
    noteNp: text('note_np'),
    noteEn: text('note_en'),
    /** Where the entry comes from (publisher, samiti notice). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('published_saits_date_category_idx').on(table.bsDate, table.category),
    index('published_saits_month_idx').on(table.bsYear, table.bsMonth),
  ],
);

/** A person with an account (spec §3 User). Deleting a user cascades to everything they own. */
export const users = pgTable('users', {
  /** Random UUID: not guessable, not a count of users. */
  id: text('id').primaryKey(),
  /** Lower-cased; one account per address. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  /** scrypt hash `scrypt$N$r$p$salt$hash`; null for accounts made by Google or Facebook only. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Role names (spec §6): `admin` and `super-admin` give the admin flag. */
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  /** Spec settings[0].unverified_events: show NS events without a verified date. */
  showUnverifiedEvents: boolean('show_unverified_events').notNull().default(false),
  darkMode: boolean('dark_mode').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A Google or Facebook login linked to a user (OpenID Connect `sub` per provider). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token (`rotatedAt` set, a child
 * issued in the same family); presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** One-time tokens mailed to a user (SHA-256 hashes): e-mail verification and password reset. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId)],
);

/**
 * Every mail the product sends. With SMTP configured `sentAt` records delivery; without it the
 * outbox is where mail ends up (listed by `GET /dev/outbox` outside production).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text_body').notNull(),
  html: text('html_body'),
  /** Links in the mail, so a developer can follow them from the outbox listing. */
  links: jsonb('links').$type<string[]>().notNull().default([]),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window request counters shared by every API process (sign-in, sign-up, recovery).
 * `key` names the limit and the client, e.g. `login:203.0.113.7`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Secrets the server generates for itself when none is configured (development signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A change to one occurrence of a user series ("edit or delete this occurrence"). The occurrence
 * is named by its original date, ISO in the series' base calendar; `cancelled` removes it,
 * otherwise `changes` holds the fields that differ (title, date, times, location, description).
 */
export const eventOccurrenceOverrides = pgTable(
  'event_occurrence_overrides',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    occurrenceDate: text('occurrence_date').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('event_overrides_series_date_idx').on(table.seriesId, table.occurrenceDate)],
);

/**
 * Reminders claimed for delivery. The unique key (series, occurrence, offset) makes the
 * scheduled job deliver each reminder once however many API processes run it.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => eventSeries.id, { onDelete: 'cascade' }),
    occurrenceDate: text('occurrence_date').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_once_idx').on(table.seriesId, table.occurrenceDate, table.offsetMinutes),
  ],
);

/** In-app notifications (spec §3 Notification: title, message, on_time, clickAction). */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** English; `messageNp` the same in Nepali (null on rows from before it was kept). */
    message: text('message').notNull(),
    messageNp: text('message_np'),
    onTime: timestamp('on_time', { withTimezone: true }).notNull(),
    clickAction: text('click_action'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_notifications_user_idx').on(table.userId, table.onTime)],
);

/**
 * A signed-in user's choice about a default (public) calendar: `display` false hides it from
 * that user's calendar month (GET /hidecalendars/{id}). The calendar itself stays shared and
 * unchanged; no row means the calendar's own setting (ADR 064).
 */
export const userCalendarPrefs = pgTable(
  'user_calendar_prefs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    display: boolean('display').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.calendarId] })],
);

/**
 * Every fetch of a market source (ADR 101): when, what came back and the raw payload (cleared
 * after 30 days), so a parser change can be replayed over what the source really sent.
 */
export const marketFetches = pgTable(
  'market_fetches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** `ok` (parsed and stored) or `failed` (network, HTTP status, anti-bot page or parse error). */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    /** Rows the parser produced and stored. */
    rows: integer('rows').notNull().default(0),
    /** The newest date the payload held, when it parsed. */
    dataDate: date('data_date', { mode: 'string' }),
    payload: text('payload'),
  },
  (table) => [index('market_fetches_source_idx').on(table.source, table.fetchedAt)],
);

/** Nepal Rastra Bank's rate of one currency on one day: NPR per `unit` of it (spec §2 /forex). */
export const forexRates = pgTable(
  'forex_rates',
  {
    date: date('date', { mode: 'string' }).notNull(),
    iso3: text('iso3').notNull(),
    name: text('name').notNull(),
    unit: integer('unit').notNull(),
    buy: doublePrecision('buy').notNull(),
    sell: doublePrecision('sell').notNull(),
    publishedOn: text('published_on'),
    modifiedOn: text('modified_on'),
    /** Where this row was read: the URL fetched, or the recorded document it was shipped from (ADR 155). */
    source: text('source'),
    /** When it was fetched, or recorded for shipping. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.date, table.iso3] })],
);

/** FENEGOSIDA's price of one metal per unit on one publication day (spec §3 bullion record). */
export const bullionPrices = pgTable(
  'bullion_prices',
  {
    date: date('date', { mode: 'string' }).notNull(),
    /** `hallmark_gold`, `tejabi_gold` or `silver`. */
    metal: text('metal').notNull(),
    /** `tola` (11.6638 g) or `10g`. */
    unit: text('unit').notNull(),
    price: doublePrecision('price').notNull(),
    /** Where this row was read: the URL fetched, or the recorded document it was shipped from (ADR 155). */
    source: text('source'),
    /** When it was fetched, or recorded for shipping. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.date, table.metal, table.unit] })],
);

/** Nepal Oil Corporation's price of one product from the day it took effect. */
export const fuelPrices = pgTable(
  'fuel_prices',
  {
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** `petrol`, `diesel`, `kerosene`, `lpg`, `atf_domestic`, `atf_international`. */
    product: text('product').notNull(),
    price: doublePrecision('price').notNull(),
    /** Where this row was read: the URL fetched, or the recorded document it was shipped from (ADR 155). */
    source: text('source'),
    /** When it was fetched, or recorded for shipping. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.effectiveDate, table.product] })],
);

/** Kalimati market's wholesale price of one commodity on one market day. */
export const vegetablePrices = pgTable(
  'vegetable_prices',
  {
    date: date('date', { mode: 'string' }).notNull(),
    nameEn: text('name_en').notNull(),
    nameNp: text('name_np'),
    unitEn: text('unit_en').notNull(),
    unitNp: text('unit_np'),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    avg: doublePrecision('avg').notNull(),
    /** Where this row was read: the URL fetched, or the recorded document it was shipped from (ADR 155). */
    source: text('source'),
    /** When it was fetched, or recorded for shipping. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.date, table.nameEn] })],
);

/**
 * A rashifal written by an astrologer (role `astrologer`, `admin` or `super-admin`) for one sign,
 * one period and one language. It replaces the computed reading from `publish_at` on; before
 * that it is a draft only the editors see (ADR 120).
 */
export const rashifalEntries = pgTable(
  'rashifal_entries',
  {
    id: serial('id').primaryKey(),
    /** Sign 1 (Aries/मेष) … 12 (Pisces/मीन). */
    sign: integer('sign').notNull(),
    /** daily, weekly, monthly or yearly. */
    type: text('type').notNull(),
    /** First day of the period (AD, Kathmandu civil date): the day, the Sunday, BS month or year start. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    lang: text('lang').notNull(),
    body: text('body').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rashifal_entries_slot_idx').on(table.type, table.periodStart, table.lang, table.sign),
  ],
);

/**
 * An organisation (school, guthi, club, office): it owns organisation calendars, which its
 * members (roles owner and moderator) manage and may publish. `logo` is the image's bytes in
 * base64 (at most 200 KB), served publicly for the public page's title and share image.
 */
export const organizations = pgTable('organizations', {
  /** Random UUID. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  logoType: text('logo_type'),
  logo: text('logo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person who runs an organisation: `owner` (also manages moderators) or `moderator`. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'moderator'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orgId, table.userId] }),
    index('organization_members_user_idx').on(table.userId),
  ],
);

/**
 * A moderator's own feed secret for one organisation calendar (ADR 164): the link belongs to the
 * person, and the feed is served only while the policy still lets them read the calendar.
 */
export const calendarFeedLinks = pgTable(
  'calendar_feed_links',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feed_links_user_calendar_idx').on(table.userId, table.calendarId)],
);

/** A named list of addresses a user keeps to share calendars with (reusable across calendars). */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_groups_owner_idx').on(table.ownerUserId)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    /** Lower-cased address. */
    email: text('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.email] })],
);

/**
 * One person's place in a calendar that is not theirs: an invitation (`pending`, `declined`,
 * `revoked`; the mailed token's SHA-256 hash, single-use, expiring, bound to `email`) that
 * becomes a membership (`accepted`, `userId` set) with a level; or a subscription to a published
 * calendar (level `subscriber`). The member's own colour, display choice and private feed live here.
 */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    id: serial('id').primaryKey(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    /** Lower-cased address the invitation was sent to (the member's address for subscribers). */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['viewer', 'editor', 'manager', 'subscriber'] }).notNull(),
    state: text('state', { enum: ['pending', 'accepted', 'declined', 'revoked'] }).notNull(),
    /** The user group this invitation came through, if any. */
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The member's own colour for this calendar (null: the calendar's). */
    colour: text('colour'),
    display: boolean('display').notNull().default(true),
    /** The member's own private feed secret (removing them ends it). */
    icalToken: text('ical_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_shares_calendar_email_idx').on(table.calendarId, table.email),
    index('calendar_shares_user_idx').on(table.userId),
    index('calendar_shares_inviter_idx').on(table.invitedBy, table.invitedAt),
  ],
);

/**
 * An invitation to an organisation by e-mail: as `moderator` (runs its calendars) or as
 * `subscriber` (follows its published calendars). Token hash, single use, expiring, bound to `email`.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['moderator', 'subscriber'] }).notNull(),
    state: text('state', { enum: ['pending', 'accepted', 'declined', 'revoked'] }).notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('organization_invitations_org_email_idx').on(table.orgId, table.email),
    index('organization_invitations_inviter_idx').on(table.invitedBy, table.invitedAt),
  ],
);

/**
 * A news or blog feed (ADR 130–133): an outlet's RSS/Atom address, its readers' language and whether
 * it is fetched. Every fetch is recorded in `market_fetches` as source `feed:<id>` (ADR 130), so
 * feed health is read the same way as the market sources'.
 */
export const newsFeeds = pgTable('news_feeds', {
  id: serial('id').primaryKey(),
  /** The outlet as readers know it, e.g. "Onlinekhabar" or "BBC Nepali". */
  outlet: text('outlet').notNull(),
  url: text('url').notNull().unique(),
  /** `np` feeds are shown to Nepali readers, `en` feeds to English readers. */
  lang: text('lang').notNull(),
  /** `news` (an outlet) or `blog` (our blog, `BLOGS_URL`). */
  kind: text('kind').notNull().default('news'),
  /** Paused feeds are not fetched; their stored items stay. */
  active: boolean('active').notNull().default(true),
  timeoutMs: integer('timeout_ms').notNull().default(6000),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One headline: only what we may keep (reference §5a) — headline, link, date, outlet and image. */
export const newsItems = pgTable(
  'news_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => newsFeeds.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The headline reduced for matching the same story across outlets (feed-parser `titleKey`). */
    titleKey: text('title_key').notNull(),
    link: text('link').notNull().unique(),
    /** The feed's date, or when we first saw the item if it gave none. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    image: text('image'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('news_items_published_idx').on(table.publishedAt),
    index('news_items_title_key_idx').on(table.titleKey),
  ],
);

/**
 * An FM station of the radio directory (ADR 130–133), loaded from the recorded station list
 * (data/radio) and edited by admins. `alive` is the stream check's verdict (ADR 132).
 */
export const radioStations = pgTable(
  'radio_stations',
  {
    id: serial('id').primaryKey(),
    /** The URL name: /nepali-radio/:slug. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    frequency: doublePrecision('frequency'),
    address: text('address'),
    /** Province number 1–7, or null for stations outside Nepal or of unknown place. */
    province: integer('province'),
    streamUrl: text('stream_url').notNull(),
    logo: text('logo'),
    /** Hidden by an admin: never listed, whatever the check says. */
    hidden: boolean('hidden').notNull().default(false),
    /** The last check found audio (or it was never checked). */
    alive: boolean('alive').notNull().default(true),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkError: text('check_error'),
    plays: integer('plays').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // radio: the station's name and place in Devanagari (data/radio/README.md, ADR 159)
    nameNe: text('name_ne'),
    addressNe: text('address_ne'),
  },
  (table) => [index('radio_stations_province_idx').on(table.province)],
);

/**
 * A browser registered for Web Push (spec §3 device fields; ADR 141). `fcm_token` in
 * the API carries the browser's PushSubscription: its endpoint and the keys the payload is
 * encrypted for. One row per (user, device uuid); topics choose which pushes the device gets.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    platform: text('platform').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    osname: text('osname'),
    osversion: text('osversion'),
    tz: text('tz').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** When the morning push comes, "HH:MM" in `tz` (ADR 146). */
    morningTime: text('morning_time').notNull().default('06:00'),
    /** Language of this browser's pushes: `np` or `en`. */
    lang: text('lang', { enum: ['np', 'en'] })
      .notNull()
      .default('np'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_devices_user_uuid_idx').on(table.userId, table.uuid)],
);

/**
 * One push to one device (ADR 147): claimed once per (device, kind, key) — the morning push of a
 * local date, the festival alert for a date, a new organisation event — then sent by the fan-out
 * job. `sentAt` null with `attempts` left means a later run (a retry) still sends it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    /** `morning`, `festivals` or `organizations` (the device topic it is sent under). */
    kind: text('kind').notNull(),
    /** What it is about: the local date (`YYYY-MM-DD`, AD) or the event series id. */
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A run that took the row holds it until this instant (a crashed run's rows are freed after). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_deliveries_once_idx').on(table.deviceId, table.kind, table.key),
    index('push_deliveries_pending_idx').on(table.kind, table.key, table.id),
  ],
);

// Talk with us (issue 29; ADR 195): a reader's conversations with the support team.
/** Raw bytes (an attached image), as PostgreSQL `bytea`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One conversation of a reader with support: open until staff close it; a reader's new message reopens it. */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The staff member working on it, or null while nobody has taken it. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reader's language when they opened it: the language of the mail that tells them of a reply. */
    lang: text('lang', { enum: ['np', 'en'] })
      .notNull()
      .default('np'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_threads_user_idx').on(table.userId, table.lastMessageAt),
    index('support_threads_status_idx').on(table.status, table.lastMessageAt),
  ],
);

/** One message of a conversation, with at most one image (its checked bytes and type). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the support team (shown as "Patro support", not by the staff member's name). */
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    imageType: text('image_type'),
    image: bytea('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_thread_idx').on(table.threadId, table.id)],
);

/** Canned answers staff insert into a reply. */
export const supportCannedAnswers = pgTable('support_canned_answers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
// ---------- Quiz (ADR 177): the question bank, the daily sets, the readers' answers ----------

/** Two languages of one text. */
export interface QuizText {
  np: string;
  en: string;
}

/**
 * A question of the bank, written and reviewed by editors and admins. `draft` → `reviewed` (by a
 * reviewer who is not its author) → `published` (eligible for daily sets). An edit sends it back
 * to `draft`.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    prompt: jsonb('prompt').$type<QuizText>().notNull(),
    /** Four options, each in both languages. */
    options: jsonb('options').$type<QuizText[]>().notNull(),
    /** 0–3: the right option. */
    answerIndex: integer('answer_index').notNull(),
    explanation: jsonb('explanation').$type<QuizText>().notNull(),
    /** Where the fact is from (a file in this repository, a publication): shown with the answer. */
    source: text('source').notNull(),
    /** `draft`, `reviewed` or `published`. */
    status: text('status').notNull().default('draft'),
    /** Null for the seeded questions (written with the code, reviewed in its review). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Seeded questions carry a stable key, so a re-seed never doubles them. */
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_questions_status_idx').on(table.status)],
);

/** One question as a daily set froze it (bank or engine): what every reader of that day is asked. */
export interface QuizSetQuestion {
  origin: 'bank' | 'engine';
  /** The bank question's id, or the engine question's id (`2083-08-12:ad-to-bs`). */
  ref: string;
  prompt: QuizText;
  options: QuizText[];
  answerIndex: number;
  explanation: QuizText;
  source: string;
  /** Engine questions: the facts the engine checked the answer against when the set was made. */
  proof?: Record<string, string | number | boolean>;
}

/** The set of one Nepal day, made at Nepal midnight (or by the first reader, whichever is first). */
export const quizSets = pgTable('quiz_sets', {
  id: serial('id').primaryKey(),
  /** The Nepal civil day, AD. */
  day: date('day', { mode: 'string' }).notNull().unique(),
  /** The same day in BS, `YYYY-MM-DD`. */
  bsDay: text('bs_day').notNull(),
  questions: jsonb('questions').$type<QuizSetQuestion[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in reader's answer to one question of a day's set: one per question per account. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    /** The option chosen, or null for a question left blank. */
    choice: integer('choice'),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quiz_answers_once_idx').on(table.setId, table.userId, table.questionIndex),
    index('quiz_answers_user_idx').on(table.userId),
  ],
);
// ── Subscriptions and payments (ADR 181–186) ─────────────────────────────────────────────────

/**
 * What can be bought or tried (spec §1, §7 `GET /api/packages`): the annual ad-free package and
 * its trials. Admins edit them; an order keeps its own copy of the price it was made for.
 */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** `annual` (bought) or `trial` (granted once per account, never sold). */
  kind: text('kind', { enum: ['annual', 'trial'] }).notNull(),
  /** What an entitlement of this package gives: `ad-free` (the only product kind sold today). */
  productKind: text('product_kind').notNull().default('ad-free'),
  periodDays: integer('period_days').notNull(),
  /**
   * Whole paisa; 0 for a trial. Null until an admin sets it: the package is shown but not on sale,
   * because no public source states the price (ADR 181) and we do not invent one.
   */
  pricePaisa: integer('price_paisa'),
  /** Spec §3 `package_color`, `#rrggbb`. */
  colour: text('colour').notNull(),
  nameNp: text('name_np').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionNp: text('description_np').notNull(),
  descriptionEn: text('description_en').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A discount or free period (spec §5 coupon messages): `percent` (value = percent off), `fixed`
 * (value = paisa off), `free-period` (value = days granted without payment) or `trial` (value =
 * days, and it is the account's one trial, e.g. the 15-day campaign trial).
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Upper-cased, as readers type it. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed', 'free-period', 'trial'] }).notNull(),
  value: integer('value').notNull(),
  /** Only for this package; null: any package. */
  packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Uses of the code by everyone; null: no limit. */
  maxUses: integer('max_uses'),
  maxUsesPerAccount: integer('max_uses_per_account').notNull().default(1),
  disabled: boolean('disabled').notNull().default(false),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt to pay (ADR 182): written BEFORE the browser goes to the gateway; its id is eSewa's
 * `transaction_uuid` and Khalti's `purchase_order_id`. `productKind` + `productRef` name what is
 * bought, so other modules (paramarsha, bluebook) pay through the same table.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    /** Null once the account is deleted: the money record stays. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    productKind: text('product_kind').notNull(),
    productRef: text('product_ref').notNull(),
    productName: text('product_name').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    listPricePaisa: integer('list_price_paisa').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status', {
      enum: ['initiated', 'pending', 'completed', 'failed', 'expired', 'cancelled', 'refunded'],
    }).notNull(),
    /** Khalti's `pidx`. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** eSewa's `ref_id` / Khalti's `transaction_id` once paid. */
    gatewayReference: text('gateway_reference'),
    /** When the gateway's link stops working; the job marks the order expired after it. */
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** The reader's language when ordering (receipt mail). */
    lang: text('lang', { enum: ['np', 'en'] })
      .notNull()
      .default('np'),
    failureReason: text('failure_reason'),
    refundReason: text('refund_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_orders_gateway_reference_idx').on(table.gateway, table.gatewayReference),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
    index('payment_orders_status_idx').on(table.status, table.createdAt),
  ],
);

/** Every server-side question to a gateway and its answer (ADR 183); secrets never stored. */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** Who asked: `return`, `reader`, `job`, `daily`, `admin`. */
    trigger: text('trigger').notNull(),
    /** The gateway's own word (`COMPLETE`, `Completed`, …), or null when it did not answer. */
    gatewayStatus: text('gateway_status'),
    /** Our reading: completed, pending, cancelled, expired, refunded, not-found, failed, error. */
    outcome: text('outcome').notNull(),
    httpStatus: integer('http_status'),
    /** The gateway's answer body (no secret is ever in it), or the error's message. */
    detail: text('detail').notNull(),
  },
  (table) => [index('payment_checks_order_idx').on(table.orderId, table.checkedAt)],
);

/**
 * What an account holds (ADR 184): one row per grant. A paid order grants at most once (unique
 * `orderId`); a renewal starts at the current expiry. A refund revokes the row.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productKind: text('product_kind').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    /** `order`, `trial` or `coupon`. */
    source: text('source', { enum: ['order', 'trial', 'coupon'] }).notNull(),
    orderId: text('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('entitlements_order_idx').on(table.orderId),
    index('entitlements_user_idx').on(table.userId, table.productKind, table.expiresAt),
  ],
);

/** The one trial an account gets (7 days, or a campaign's 15 through a `trial` coupon). */
export const trialGrants = pgTable('trial_grants', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  days: integer('days').notNull(),
  couponId: integer('coupon_id').references(() => coupons.id),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

/** A coupon used by an account (counted against its limits). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('coupon_uses_coupon_idx').on(table.couponId, table.userId),
    uniqueIndex('coupon_uses_order_idx').on(table.orderId),
  ],
);

/** Every admin change (ADR 186): who, when, what, before and after. Other admin screens write here too. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** e.g. `package.update`, `coupon.create`, `order.refund`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [index('admin_audit_subject_idx').on(table.subjectType, table.subjectId, table.at)],
);
// ---------- Vehicle bluebook (issue 27; ADR 210–212) ----------

/**
 * A reader's vehicle: what the renewal estimate needs (province, category, engine cc or motor
 * size) and the dates the bluebook and the insurance policy carry. Personal data: only its owner
 * (and admins) read it.
 */
export const bluebookVehicles = pgTable(
  'bluebook_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    province: text('province').notNull(),
    /** `motorcycle`, `car`, `electric-two-wheeler` or `electric-four-wheeler`. */
    category: text('category').notNull(),
    /** Engine cc (petrol and diesel), or null. */
    engineCc: integer('engine_cc'),
    /** Motor power in watts (electric), or null; shown and entered in kW. */
    motorWatts: integer('motor_watts'),
    /** As written on the plate, spaces normalised (`Ba 12 Pa 3456`, `बा १२ प ३४५६`, `Bagmati Pradesh 01-002 Pa 0001`). */
    registrationNumber: text('registration_number').notNull(),
    /** The renewal date written in the bluebook, BS `YYYY-MM-DD`. */
    renewalBs: text('renewal_bs').notNull(),
    /** Third-party insurance expiry, BS `YYYY-MM-DD`, or null. */
    insuranceExpiryBs: text('insurance_expiry_bs'),
    remindPush: boolean('remind_push').notNull().default(false),
    remindMail: boolean('remind_mail').notNull().default(false),
    /** The reader asked for the due date and insurance expiry in their own calendar's feed (ADR 242). */
    inCalendar: boolean('in_calendar').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bluebook_vehicles_user_idx').on(table.userId, table.id)],
);

/** A renewal the reader made elsewhere (TMO counter, TMIS, Nagarik App, eSewa, Khalti) and recorded here: moves the next due date. */
export const bluebookRenewals = pgTable(
  'bluebook_renewals',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => bluebookVehicles.id, { onDelete: 'cascade' }),
    /** The renewal date, BS `YYYY-MM-DD`. */
    renewedBs: text('renewed_bs').notNull(),
    /** Its AD date, for the history's date filter. */
    renewedAd: date('renewed_ad').notNull(),
    /** What the reader paid, paisa, or null when not given. */
    amountPaisa: integer('amount_paisa'),
    /** Where: `office`, `tmis`, `nagarik`, `esewa`, `khalti` or `other`. */
    channel: text('channel').notNull(),
    /** The receipt or transaction number, as the reader wrote it. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bluebook_renewals_vehicle_idx').on(table.vehicleId, table.renewedAd)],
);

/** One bluebook reminder (tax due or insurance expiry, 30/7/1 days before one date), claimed once across processes. */
export const bluebookReminderDeliveries = pgTable(
  'bluebook_reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => bluebookVehicles.id, { onDelete: 'cascade' }),
    /** `tax` or `insurance`. */
    kind: text('kind').notNull(),
    /** The date reminded of, BS `YYYY-MM-DD`. */
    targetBs: text('target_bs').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bluebook_reminders_once_idx').on(
      table.vehicleId,
      table.kind,
      table.targetBs,
      table.daysBefore,
    ),
  ],
);

// ---------- Bluebook renewals paid through Patro (issue 27; ADR 240, 241) ----------

/**
 * The bluebook service's one setting row (id 1): the service fee an admin sets, in paisa. Null
 * (or no row): paying a renewal through Patro is not offered yet, as a package without a price.
 */
export const bluebookSettings = pgTable('bluebook_settings', {
  id: integer('id').primaryKey(),
  serviceFeePaisa: integer('service_fee_paisa'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A renewal the reader pays through Patro and staff complete at the office: the amount worked out
 * on the server at order time with its lines, the order, then paid → submitted → renewed →
 * receipt uploaded, or refunded with the reason. The money record stays when the vehicle or the
 * account goes (their ids become null; the plate is kept as it was).
 */
export const bluebookPaidRenewals = pgTable(
  'bluebook_paid_renewals',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => bluebookVehicles.id, { onDelete: 'set null' }),
    registrationNumber: text('registration_number').notNull(),
    orderId: text('order_id')
      .references(() => paymentOrders.id)
      .unique(),
    status: text('status', {
      enum: ['awaiting_payment', 'paid', 'submitted', 'renewed', 'receipt_uploaded', 'refunded'],
    }).notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    /** The lines, the estimate's years, Act and sources, the due date and the fee, as charged. */
    breakdown: jsonb('breakdown').notNull(),
    /** Every status change: `[{ status, at, by }]`, oldest first (the reader follows it). */
    events: jsonb('events').notNull().default([]),
    /** The renewal date the office gave, BS, once renewed; its recorded renewal moves the due date. */
    renewedBs: text('renewed_bs'),
    renewalId: integer('renewal_id').references(() => bluebookRenewals.id, { onDelete: 'set null' }),
    receipt: bytea('receipt'),
    receiptType: text('receipt_type'),
    refundReason: text('refund_reason'),
    lang: text('lang', { enum: ['np', 'en'] })
      .notNull()
      .default('np'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bluebook_paid_renewals_user_idx').on(table.userId, table.id),
    index('bluebook_paid_renewals_status_idx').on(table.status, table.paidAt),
  ],
);

// ---------- Support: feedback, contact and the FAQ (ADR 190, 191) ----------

/**
 * A message sent through /feedback, /contact or /form (spec §7 POST /feedback; ADR 190), read and
 * answered from the admin inbox. `lang` is the reader's language: the acknowledgement and the reply
 * are written in it.
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['feedback', 'contact'] }).notNull(),
    /** Contact only: support, sales, advertising or press. */
    topic: text('topic', { enum: ['support', 'sales', 'advertising', 'press'] }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Ten digits (98XXXXXXXX), or null when left empty. */
    mobile: text('mobile'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    lang: text('lang', { enum: ['np', 'en'] }).notNull(),
    status: text('status', { enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    /** The reply mailed from the inbox (the last one). */
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_messages_status_idx').on(table.status, table.createdAt)],
);

/** A question and answer of /faq (`app`) or /marketplace/faq (`marketplace`), both languages (ADR 191). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    section: text('section', { enum: ['app', 'marketplace'] }).notNull(),
    groupNp: text('group_np').notNull(),
    groupEn: text('group_en').notNull(),
    questionNp: text('question_np').notNull(),
    questionEn: text('question_en').notNull(),
    answerNp: text('answer_np').notNull(),
    answerEn: text('answer_en').notNull(),
    /** Order on the page (groups by their first question's position). */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_section_idx').on(table.section, table.position)],
);

// ---------- Paramarsha: consultation with astrologers (issue 26; ADR 200–202) ----------

/** A consultation an admin offers (spec §3): nothing is seeded — no invented services or prices. */
export const paramarshaServices = pgTable('paramarsha_services', {
  id: serial('id').primaryKey(),
  nameNp: text('name_np').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionNp: text('description_np').notNull(),
  descriptionEn: text('description_en').notNull(),
  pricePaisa: integer('price_paisa').notNull(),
  /** The promised turnaround from payment to answer. */
  turnaroundHours: integer('turnaround_hours').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An astrologer's public profile, linked to an account holding the astrologer role. */
export const guruProfiles = pgTable('guru_profiles', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  nameNp: text('name_np').notNull(),
  nameEn: text('name_en').notNull(),
  /** Languages the astrologer answers in (`np`, `en`, `hi`, `mai`, …). */
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  specialities: jsonb('specialities').$type<string[]>().notNull().default([]),
  bioNp: text('bio_np').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  /** The services this astrologer answers (round-robin assignment among them). */
  serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reader's words shown on /paramarsha, only with their recorded consent. */
export const paramarshaTestimonials = pgTable('paramarsha_testimonials', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  name: text('name').notNull(),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One reader's request: birth details (personal data — the reader, the assigned astrologer and
 * admins only), the question, its order, and the answer. `order_id` is unique: a replayed payment
 * never makes a second request.
 */
export const paramarshaRequests = pgTable(
  'paramarsha_requests',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => paramarshaServices.id),
    orderId: text('order_id')
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    /** Date of birth as AD `YYYY-MM-DD` (a BS date is converted on entry; `birth_date_bs` keeps what was typed). */
    birthDate: text('birth_date').notNull(),
    birthDateBs: text('birth_date_bs'),
    /** `HH:MM` local time, or null when not known. */
    birthTime: text('birth_time'),
    placeName: text('place_name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Minutes east of UTC at the birth date and time (Nepal: +330 before 1986, +345 after). */
    tzOffsetMinutes: integer('tz_offset_minutes').notNull(),
    subject: text('subject', {
      enum: ['marriage', 'career', 'health', 'education', 'travel', 'property', 'general'],
    }).notNull(),
    message: text('message').notNull(),
    lang: text('lang', { enum: ['np', 'en'] })
      .notNull()
      .default('np'),
    status: text('status', {
      enum: ['awaiting_payment', 'paid', 'assigned', 'in_progress', 'answered'],
    })
      .notNull()
      .default('awaiting_payment'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    replyDraft: text('reply_draft'),
    reply: text('reply'),
    followUp: text('follow_up'),
    followUpReply: text('follow_up_reply'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('paramarsha_requests_user_idx').on(table.userId, table.createdAt),
    index('paramarsha_requests_assignee_idx').on(table.assigneeId, table.status),
  ],
);

// ---------- Our own ad server (issue 25; ADR 220–221) ----------

/**
 * A place on the public pages that shows ads (spec §3 "a banner slot is a banner or slider with
 * an ads flag"): `ads` true shows campaigns (or house ads) to visitors and non-subscribers, false
 * is a premium slot shown only to subscribers. The box sizes are what the page reserves (CLS 0).
 */
export const adSlots = pgTable('ad_slots', {
  key: text('key').primaryKey(),
  kind: text('kind', { enum: ['banner', 'slider'] }).notNull(),
  position: text('position', { enum: ['top', 'inline', 'bottom'] }).notNull(),
  /** `AdPage[]`. */
  pages: jsonb('pages').$type<string[]>().notNull(),
  ads: boolean('ads').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  mobileWidth: integer('mobile_width').notNull(),
  mobileHeight: integer('mobile_height').notNull(),
  status: text('status', { enum: ['active', 'off'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advertiser's campaign: where and when it runs, its caps on counted impressions and its
 * weight among the campaigns that qualify. `advertiser_user_id` is the account that may read its
 * report (policy relation `campaign.advertiser`). Days are Nepal calendar days (AD dates).
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    advertiser: text('advertiser').notNull(),
    advertiserUserId: text('advertiser_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** https only; the click redirect reads it from here, never from the request. */
    targetUrl: text('target_url').notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    pages: jsonb('pages').$type<string[]>().notNull(),
    langs: jsonb('langs').$type<string[]>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    dailyCap: integer('daily_cap'),
    totalCap: integer('total_cap'),
    weight: integer('weight').notNull().default(1),
    status: text('status', { enum: ['draft', 'active', 'paused', 'ended'] })
      .notNull()
      .default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ad_campaigns_running_idx').on(table.status, table.startsOn, table.endsOn),
    index('ad_campaigns_advertiser_idx').on(table.advertiserUserId),
  ],
);

/**
 * One image of a campaign, or a house ad (Patro's own promotion, filling an ad slot when no
 * campaign runs) or a premium creative (the subscribers' slots): then `campaign_id` is null and
 * `target_url` is a path on the web site (`/subscription`).
 */
export const adCreatives = pgTable(
  'ad_creatives',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').references(() => adCampaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['campaign', 'house', 'premium'] }).notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    /** An https URL or a path on the web site (`/house-ads/…svg`). */
    image: text('image').notNull(),
    imageMobile: text('image_mobile').notNull(),
    altNp: text('alt_np').notNull(),
    altEn: text('alt_en').notNull(),
    /** House and premium creatives: the web path a click goes to; null for a campaign's (its campaign's URL). */
    targetUrl: text('target_url'),
    status: text('status', { enum: ['active', 'off'] })
      .notNull()
      .default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ad_creatives_campaign_idx').on(table.campaignId),
    index('ad_creatives_kind_idx').on(table.kind),
  ],
);

/**
 * The only record of ad traffic (ADR 221): counts per creative, slot, page, language and Nepal
 * day. No row names a person, an address, a browser or a token.
 */
export const adDailyCounts = pgTable(
  'ad_daily_counts',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => adCreatives.id, { onDelete: 'cascade' }),
    /** The creative's campaign (null for house and premium), for caps and reports. */
    campaignId: integer('campaign_id').references(() => adCampaigns.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    page: text('page').notNull(),
    lang: text('lang').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    viewable: integer('viewable').notNull().default(0),
    actions: integer('actions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    /** Hits not counted: known crawlers, repeats, a viewable or click before any impression. */
    filtered: integer('filtered').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.creativeId, table.slot, table.page, table.lang, table.day] }),
    index('ad_daily_counts_campaign_idx').on(table.campaignId, table.day),
  ],
);

/**
 * Which pixels one served ad's token has already counted (ADR 221): keyed by the token's random
 * nonce, deleted by the `ads-token-purge` job once the token has expired. Holds no address,
 * browser or account.
 */
export const adTokenHits = pgTable(
  'ad_token_hits',
  {
    nonce: text('nonce').primaryKey(),
    impression: boolean('impression').notNull().default(false),
    viewable: boolean('viewable').notNull().default(false),
    action: boolean('action').notNull().default(false),
    click: boolean('click').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ad_token_hits_expires_idx').on(table.expiresAt)],
);
