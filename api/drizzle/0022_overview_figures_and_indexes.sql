-- IF NOT EXISTS: on a live database an operator builds the indexes first without blocking writes
-- (npm run db:indexes-online -w @jatra/api), and this migration then finds them made.
CREATE TABLE "overview_days" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer NOT NULL,
	"bookings" integer NOT NULL,
	"paid_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overview_refresh" (
	"id" integer PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_travel_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "refunds_state_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_travel_departures_idx" ON "bookings" USING btree ("travel_id","travel_date","departure_time","schedule_id") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_travel_sales_idx" ON "bookings" USING btree ("travel_id","created_at") WHERE "bookings"."status" in ('confirmed', 'cancelled');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_travel_schedule_idx" ON "bookings" USING btree ("travel_id","schedule_id","travel_date") WHERE "bookings"."status" in ('confirmed', 'cancelled');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_confirmed_idx" ON "bookings" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancellations_completed_idx" ON "cancellations" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_state_updated_idx" ON "refunds" USING btree ("state","updated_at");
