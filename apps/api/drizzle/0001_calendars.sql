CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"name_np" text NOT NULL,
	"name_en" text NOT NULL,
	"colour" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"owner_user_id" text,
	"org_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_modifiable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"base" text NOT NULL,
	"festival_id" text,
	"title_np" text NOT NULL,
	"title_en" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"holiday" text DEFAULT 'none' NOT NULL,
	"holiday_scope" text,
	"priority" text,
	"recurrence" jsonb,
	"starts_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_festival_id_unique" UNIQUE("festival_id")
);
--> statement-breakpoint
CREATE TABLE "published_saits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bs_date" text NOT NULL,
	"bs_year" integer NOT NULL,
	"bs_month" integer NOT NULL,
	"category" text NOT NULL,
	"auspicious" boolean DEFAULT true NOT NULL,
	"time_note" text,
	"note_np" text,
	"note_en" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendars_owner_idx" ON "calendars" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "event_series_calendar_idx" ON "event_series" USING btree ("calendar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "published_saits_date_category_idx" ON "published_saits" USING btree ("bs_date","category");--> statement-breakpoint
CREATE INDEX "published_saits_month_idx" ON "published_saits" USING btree ("bs_year","bs_month");