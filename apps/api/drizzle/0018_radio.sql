ALTER TABLE "radio_stations" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "radio_stations" ADD COLUMN "address_ne" text;