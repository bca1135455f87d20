CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"group_np" text NOT NULL,
	"group_en" text NOT NULL,
	"question_np" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_np" text NOT NULL,
	"answer_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_section_idx" ON "faq_entries" USING btree ("section","position");--> statement-breakpoint
CREATE INDEX "feedback_messages_status_idx" ON "feedback_messages" USING btree ("status","created_at");