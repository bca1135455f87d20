CREATE TABLE "ad_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"advertiser" text NOT NULL,
	"advertiser_user_id" text,
	"target_url" text NOT NULL,
	"slots" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	"langs" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"daily_cap" integer,
	"total_cap" integer,
	"weight" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"kind" text NOT NULL,
	"slots" jsonb NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text NOT NULL,
	"alt_np" text NOT NULL,
	"alt_en" text NOT NULL,
	"target_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_daily_counts" (
	"creative_id" integer NOT NULL,
	"campaign_id" integer,
	"slot" text NOT NULL,
	"page" text NOT NULL,
	"lang" text NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"viewable" integer DEFAULT 0 NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"filtered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_counts_creative_id_slot_page_lang_day_pk" PRIMARY KEY("creative_id","slot","page","lang","day")
);
--> statement-breakpoint
CREATE TABLE "ad_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" text NOT NULL,
	"pages" jsonb NOT NULL,
	"ads" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mobile_width" integer NOT NULL,
	"mobile_height" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_token_hits" (
	"nonce" text PRIMARY KEY NOT NULL,
	"impression" boolean DEFAULT false NOT NULL,
	"viewable" boolean DEFAULT false NOT NULL,
	"action" boolean DEFAULT false NOT NULL,
	"click" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_advertiser_user_id_users_id_fk" FOREIGN KEY ("advertiser_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaigns_running_idx" ON "ad_campaigns" USING btree ("status","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "ad_campaigns_advertiser_idx" ON "ad_campaigns" USING btree ("advertiser_user_id");--> statement-breakpoint
CREATE INDEX "ad_creatives_campaign_idx" ON "ad_creatives" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_creatives_kind_idx" ON "ad_creatives" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "ad_daily_counts_campaign_idx" ON "ad_daily_counts" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ad_token_hits_expires_idx" ON "ad_token_hits" USING btree ("expires_at");