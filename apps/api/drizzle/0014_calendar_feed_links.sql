CREATE TABLE "calendar_feed_links" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"calendar_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_links" ADD CONSTRAINT "calendar_feed_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_links" ADD CONSTRAINT "calendar_feed_links_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_links_user_calendar_idx" ON "calendar_feed_links" USING btree ("user_id","calendar_id");