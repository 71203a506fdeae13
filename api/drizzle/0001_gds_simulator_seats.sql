CREATE TABLE "sim_gds_seat_holds" (
	"schedule_id" text NOT NULL,
	"seat_number" text NOT NULL,
	"state" text NOT NULL,
	"pnr" text NOT NULL,
	"gender" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_gds_seat_holds_schedule_id_seat_number_pk" PRIMARY KEY("schedule_id","seat_number"),
	CONSTRAINT "sim_gds_seat_holds_state_check" CHECK ("sim_gds_seat_holds"."state" in ('held', 'sold'))
);
--> statement-breakpoint
CREATE INDEX "sim_gds_seat_holds_pnr_idx" ON "sim_gds_seat_holds" USING btree ("pnr");