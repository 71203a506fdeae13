CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pnr" text NOT NULL,
	"operator_pnr" text,
	"ticket_number" text,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"schedule_id" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"origin_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	"travel_date" text NOT NULL,
	"departure_time" text NOT NULL,
	"arrival_time" text NOT NULL,
	"bus_name" text NOT NULL,
	"bus_type" text NOT NULL,
	"seats" jsonb NOT NULL,
	"passenger_details" jsonb NOT NULL,
	"boarding_point" jsonb NOT NULL,
	"dropping_point" jsonb NOT NULL,
	"base_amount" integer NOT NULL,
	"gst_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"ticket" jsonb,
	"failure_reason" text,
	"confirm_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_pnr_unique" UNIQUE("pnr"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('tentative', 'confirmed', 'cancelled', 'failed', 'expired')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending', 'completed', 'failed', 'refund_pending', 'refunded')),
	CONSTRAINT "bookings_confirmed_has_ticket" CHECK ("bookings"."status" <> 'confirmed' or "bookings"."ticket_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text NOT NULL,
	"gateway_order_id" text,
	"transaction_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_state_check" CHECK ("payment_orders"."state" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"merchant_refund_id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text NOT NULL,
	"refund_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('NEW', 'PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_order_id_payment_orders_merchant_order_id_fk" FOREIGN KEY ("merchant_order_id") REFERENCES "public"."payment_orders"("merchant_order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_orders_state_idx" ON "payment_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "refunds" USING btree ("state");