CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pnr" text NOT NULL,
	"seat_numbers" jsonb NOT NULL,
	"status" text NOT NULL,
	"cancel_percent" double precision NOT NULL,
	"charge_paise" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"provider_answer" jsonb,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cancellations_status_check" CHECK ("cancellations"."status" in ('requested', 'completed', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cancellation_id" uuid;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_one_in_flight" ON "cancellations" USING btree ("booking_id") WHERE "cancellations"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "cancellations_booking_idx" ON "cancellations" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_status_idx" ON "cancellations" USING btree ("status","claimed_until");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_travel_idx" ON "bookings" USING btree ("travel_id","travel_date");--> statement-breakpoint
CREATE INDEX "refunds_cancellation_idx" ON "refunds" USING btree ("cancellation_id");