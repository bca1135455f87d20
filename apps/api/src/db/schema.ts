import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
