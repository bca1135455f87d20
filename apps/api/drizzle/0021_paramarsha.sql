CREATE TABLE "guru_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name_np" text NOT NULL,
	"name_en" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio_np" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guru_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "paramarsha_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"service_id" integer NOT NULL,
	"order_id" text,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_date_bs" text,
	"birth_time" text,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"tz_offset_minutes" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text DEFAULT 'np' NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"assignee_id" text,
	"reply_draft" text,
	"reply" text,
	"follow_up" text,
	"follow_up_reply" text,
	"paid_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paramarsha_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "paramarsha_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_np" text NOT NULL,
	"name_en" text NOT NULL,
	"description_np" text NOT NULL,
	"description_en" text NOT NULL,
	"price_paisa" integer NOT NULL,
	"turnaround_hours" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paramarsha_testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"name" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guru_profiles" ADD CONSTRAINT "guru_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paramarsha_requests" ADD CONSTRAINT "paramarsha_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paramarsha_requests" ADD CONSTRAINT "paramarsha_requests_service_id_paramarsha_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."paramarsha_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paramarsha_requests" ADD CONSTRAINT "paramarsha_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paramarsha_requests" ADD CONSTRAINT "paramarsha_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paramarsha_requests_user_idx" ON "paramarsha_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "paramarsha_requests_assignee_idx" ON "paramarsha_requests" USING btree ("assignee_id","status");