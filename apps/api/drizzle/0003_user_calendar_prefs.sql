CREATE TABLE "user_calendar_prefs" (
	"user_id" text NOT NULL,
	"calendar_id" integer NOT NULL,
	"display" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_calendar_prefs_user_id_calendar_id_pk" PRIMARY KEY("user_id","calendar_id")
);
--> statement-breakpoint
ALTER TABLE "user_calendar_prefs" ADD CONSTRAINT "user_calendar_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_calendar_prefs" ADD CONSTRAINT "user_calendar_prefs_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;