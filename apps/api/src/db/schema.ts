import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
    /** Owner (accounts issue); null for the default calendars. */
    ownerUserId: text('owner_user_id'),
    orgId: text('org_id'),
    isPublic: boolean('is_public').notNull().default(false),
    isModifiable: boolean('is_modifiable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendars_owner_idx').on(table.ownerUserId)],
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
    /** User recurrence (accounts issue): `{ every, unit, until | count }` in the base calendar. */
    recurrence: jsonb('recurrence'),
    /** First date of a user series, ISO in its base calendar. */
    startsOn: text('starts_on'),
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
