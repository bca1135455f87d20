CREATE TABLE "bluebook_paid_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"vehicle_id" integer,
	"registration_number" text NOT NULL,
	"order_id" text,
	"status" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renewed_bs" text,
	"renewal_id" integer,
	"receipt" "bytea",
	"receipt_type" text,
	"refund_reason" text,
	"lang" text DEFAULT 'np' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bluebook_paid_renewals_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "bluebook_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_fee_paisa" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bluebook_vehicles" ADD COLUMN "in_calendar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bluebook_paid_renewals" ADD CONSTRAINT "bluebook_paid_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluebook_paid_renewals" ADD CONSTRAINT "bluebook_paid_renewals_vehicle_id_bluebook_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."bluebook_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluebook_paid_renewals" ADD CONSTRAINT "bluebook_paid_renewals_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bluebook_paid_renewals" ADD CONSTRAINT "bluebook_paid_renewals_renewal_id_bluebook_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."bluebook_renewals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bluebook_paid_renewals_user_idx" ON "bluebook_paid_renewals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bluebook_paid_renewals_status_idx" ON "bluebook_paid_renewals" USING btree ("status","paid_at");