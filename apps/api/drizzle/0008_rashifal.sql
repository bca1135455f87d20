CREATE TABLE "rashifal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign" integer NOT NULL,
	"type" text NOT NULL,
	"period_start" date NOT NULL,
	"lang" text NOT NULL,
	"body" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rashifal_entries" ADD CONSTRAINT "rashifal_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rashifal_entries_slot_idx" ON "rashifal_entries" USING btree ("type","period_start","lang","sign");