CREATE TABLE "bluebook_reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_bs" text NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bluebook_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"renewed_bs" text NOT NULL,
	"renewed_ad" date NOT NULL,
	"amount_paisa" integer,
	"channel" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bluebook_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"province" text NOT NULL,
	"category" text NOT NULL,
	"engine_cc" integer,
	"motor_watts" integer,
	"registration_number" text NOT NULL,
	"renewal_bs" text NOT NULL,
	"insurance_expiry_bs" text,
	"remind_push" boolean DEFAULT false NOT NULL,
	"remind_mail" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bluebook_reminder_deliveries" ADD CONSTRAINT "bluebook_reminder_deliveries_vehicle_id_bluebook_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."bluebook_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluebook_renewals" ADD CONSTRAINT "bluebook_renewals_vehicle_id_bluebook_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."bluebook_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluebook_vehicles" ADD CONSTRAINT "bluebook_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bluebook_reminders_once_idx" ON "bluebook_reminder_deliveries" USING btree ("vehicle_id","kind","target_bs","days_before");--> statement-breakpoint
CREATE INDEX "bluebook_renewals_vehicle_idx" ON "bluebook_renewals" USING btree ("vehicle_id","renewed_ad");--> statement-breakpoint
CREATE INDEX "bluebook_vehicles_user_idx" ON "bluebook_vehicles" USING btree ("user_id","id");