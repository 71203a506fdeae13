CREATE TABLE "sim_gds_booking_seats" (
	"pnr" text NOT NULL,
	"seat_number" text NOT NULL,
	"fare" numeric(10, 2) NOT NULL,
	"service_tax" numeric(10, 2) NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"sex" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"id_card_type" text,
	"id_card_number" text,
	"id_card_issued_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_percent" numeric(5, 2),
	"cancellation_charge" numeric(10, 2),
	"refund_amount" numeric(10, 2),
	CONSTRAINT "sim_gds_booking_seats_pnr_seat_number_pk" PRIMARY KEY("pnr","seat_number")
);
--> statement-breakpoint
CREATE TABLE "sim_gds_bookings" (
	"pnr" text PRIMARY KEY NOT NULL,
	"operator_pnr" text NOT NULL,
	"schedule_id" text NOT NULL,
	"status" text NOT NULL,
	"boarding_stage_id" integer NOT NULL,
	"dropoff_stage_id" integer NOT NULL,
	"contact" jsonb NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "sim_gds_bookings_status_check" CHECK ("sim_gds_bookings"."status" in ('tentative', 'confirmed', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "sim_gds_booking_seats" ADD CONSTRAINT "sim_gds_booking_seats_pnr_sim_gds_bookings_pnr_fk" FOREIGN KEY ("pnr") REFERENCES "public"."sim_gds_bookings"("pnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_gds_bookings_schedule_idx" ON "sim_gds_bookings" USING btree ("schedule_id");