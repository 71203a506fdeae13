ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_quote" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_to" text;--> statement-breakpoint
CREATE INDEX "bookings_rescheduling_idx" ON "bookings" USING btree ("updated_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."rescheduled_to" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('tentative', 'confirmed', 'cancelled', 'failed', 'expired', 'rescheduled')) NOT VALID;
-- the new check allows every status the old one did, so no row can break it: NOT VALID spares reading the table
