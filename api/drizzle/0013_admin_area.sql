CREATE TABLE "city_pairs" (
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"travel_ids" integer[] NOT NULL,
	"distance_km" numeric,
	"travel_minutes" integer,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "city_pairs_origin_id_destination_id_pk" PRIMARY KEY("origin_id","destination_id")
);
--> statement-breakpoint
CREATE TABLE "masters" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "masters_kind_code_pk" PRIMARY KEY("kind","code"),
	CONSTRAINT "masters_kind_check" CHECK ("masters"."kind" in ('seat_layout', 'bus_type', 'bus_category'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"cancellation_time" numeric,
	"schedules_count" integer,
	"commission_percent" numeric,
	"round_trip" boolean NOT NULL,
	"cancellation_allowed" boolean NOT NULL,
	"cancellation_policy" text,
	"contact_person" text,
	"contact_phone" text,
	"contact_email" text,
	"website" text,
	"metadata" jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"commission_rate" double precision NOT NULL,
	"booking_fee" double precision NOT NULL,
	"cancellation_fee" double precision NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "system_settings_single_row" CHECK ("system_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "provider_syncs" ADD COLUMN "count" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");