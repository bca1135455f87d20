import {
  bigserial,
  boolean,
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
