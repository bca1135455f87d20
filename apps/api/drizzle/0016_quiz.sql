CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"question_index" integer NOT NULL,
	"choice" integer,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"prompt" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"answer_index" integer NOT NULL,
	"explanation" jsonb NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" text,
	"reviewer_id" text,
	"reviewed_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "quiz_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"bs_day" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_sets_day_unique" UNIQUE("day")
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_set_id_quiz_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."quiz_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_once_idx" ON "quiz_answers" USING btree ("set_id","user_id","question_index");--> statement-breakpoint
CREATE INDEX "quiz_answers_user_idx" ON "quiz_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_status_idx" ON "quiz_questions" USING btree ("status");