CREATE TABLE "trip_watch" (
	"schedule_id" text PRIMARY KEY NOT NULL,
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"travel_date" text NOT NULL,
	"sold_departure" text NOT NULL,
	"departure" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"change_pending" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_watch_state_check" CHECK ("trip_watch"."state" in ('running', 'cancelled', 'departed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_changed_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "cancellations" ADD COLUMN "cancelled_by" text DEFAULT 'traveller' NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_watch_due_idx" ON "trip_watch" USING btree ("next_check_at","departs_at") WHERE "trip_watch"."state" = 'running';--> statement-breakpoint
CREATE INDEX "trip_watch_departs_idx" ON "trip_watch" USING btree ("departs_at") WHERE "trip_watch"."state" = 'running';--> statement-breakpoint
CREATE INDEX "trip_watch_pending_idx" ON "trip_watch" USING btree ("change_pending") WHERE "trip_watch"."change_pending" is not null;--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("schedule_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('traveller', 'operator')) NOT VALID;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_cancelled_by_check" CHECK ("cancellations"."cancelled_by" in ('traveller', 'operator')) NOT VALID;--> statement-breakpoint
-- both checks hold for every row already there (the columns are new): NOT VALID spares reading the whole tables
-- the trips of tickets sold before the watch began, still to leave (travel dates and times are India's)
INSERT INTO "trip_watch" ("schedule_id", "origin_id", "destination_id", "travel_date", "sold_departure", "departure", "departs_at", "state", "next_check_at")
SELECT DISTINCT ON ("schedule_id") "schedule_id", "origin_id", "destination_id", "travel_date", "departure_time", "departure_time",
  ("travel_date" || ' ' || "departure_time" || '+05:30')::timestamptz, 'running', now()
FROM "bookings"
WHERE "status" = 'confirmed' AND ("travel_date" || ' ' || "departure_time" || '+05:30')::timestamptz > now()
ORDER BY "schedule_id", "created_at";
