CREATE TABLE "bullion_prices" (
	"date" date NOT NULL,
	"metal" text NOT NULL,
	"unit" text NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "bullion_prices_date_metal_unit_pk" PRIMARY KEY("date","metal","unit")
);
--> statement-breakpoint
CREATE TABLE "forex_rates" (
	"date" date NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL,
	"unit" integer NOT NULL,
	"buy" double precision NOT NULL,
	"sell" double precision NOT NULL,
	"published_on" text,
	"modified_on" text,
	CONSTRAINT "forex_rates_date_iso3_pk" PRIMARY KEY("date","iso3")
);
--> statement-breakpoint
CREATE TABLE "fuel_prices" (
	"effective_date" date NOT NULL,
	"product" text NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "fuel_prices_effective_date_product_pk" PRIMARY KEY("effective_date","product")
);
--> statement-breakpoint
CREATE TABLE "market_fetches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"error" text,
	"rows" integer DEFAULT 0 NOT NULL,
	"data_date" date,
	"payload" text
);
--> statement-breakpoint
CREATE TABLE "vegetable_prices" (
	"date" date NOT NULL,
	"name_en" text NOT NULL,
	"name_np" text,
	"unit_en" text NOT NULL,
	"unit_np" text,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"avg" double precision NOT NULL,
	CONSTRAINT "vegetable_prices_date_name_en_pk" PRIMARY KEY("date","name_en")
);
--> statement-breakpoint
CREATE INDEX "market_fetches_source_idx" ON "market_fetches" USING btree ("source","fetched_at");