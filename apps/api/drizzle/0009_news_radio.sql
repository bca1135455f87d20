CREATE TABLE "news_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"url" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text DEFAULT 'news' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer DEFAULT 6000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"link" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image" text,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_items_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE TABLE "radio_stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"frequency" double precision,
	"address" text,
	"province" integer,
	"stream_url" text NOT NULL,
	"logo" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"alive" boolean DEFAULT true NOT NULL,
	"checked_at" timestamp with time zone,
	"check_error" text,
	"plays" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_stations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_feed_id_news_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."news_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_items_title_key_idx" ON "news_items" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "radio_stations_province_idx" ON "radio_stations" USING btree ("province");