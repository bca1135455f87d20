ALTER TABLE "bullion_prices" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "bullion_prices" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forex_rates" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "forex_rates" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "fuel_prices" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vegetable_prices" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "vegetable_prices" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
-- The history shipped before (NRB 10–23 Oct 2022, NOC's revision of 1 Sep 2022, FENEGOSIDA 14 and
-- 16 Aug 2026) is replaced by the recorded 2026 history with a source per row (ADR 155). No live
-- fetch reaches those 2022 days; the two FENEGOSIDA days are shipped again with their source.
DELETE FROM "forex_rates" WHERE "date" BETWEEN '2022-10-10' AND '2022-10-23';--> statement-breakpoint
DELETE FROM "fuel_prices" WHERE "effective_date" = '2022-09-01';--> statement-breakpoint
DELETE FROM "bullion_prices" WHERE "date" IN ('2026-08-14', '2026-08-16');
