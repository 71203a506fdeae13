CREATE TABLE "sim_phonepe_orders" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"page_token" text NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"redirect_url" text NOT NULL,
	"message" text,
	"meta_info" jsonb,
	"page_modes" jsonb NOT NULL,
	"error_code" text,
	"detailed_error_code" text,
	"payment_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_settle_at" timestamp with time zone,
	"auto_settle_state" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sim_phonepe_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "sim_phonepe_orders_page_token_unique" UNIQUE("page_token"),
	CONSTRAINT "sim_phonepe_orders_state_check" CHECK ("sim_phonepe_orders"."state" in ('PENDING', 'COMPLETED', 'FAILED')),
	CONSTRAINT "sim_phonepe_orders_amount_check" CHECK ("sim_phonepe_orders"."amount" >= 100)
);
--> statement-breakpoint
CREATE TABLE "sim_phonepe_refunds" (
	"merchant_refund_id" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"original_merchant_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"final_state" text NOT NULL,
	"error_code" text,
	"detailed_error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_phonepe_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "sim_phonepe_refunds_state_check" CHECK ("sim_phonepe_refunds"."state" in ('PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED')),
	CONSTRAINT "sim_phonepe_refunds_amount_check" CHECK ("sim_phonepe_refunds"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sim_phonepe_tokens" (
	"access_token" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sim_phonepe_refunds" ADD CONSTRAINT "sim_phonepe_refunds_original_merchant_order_id_sim_phonepe_orders_merchant_order_id_fk" FOREIGN KEY ("original_merchant_order_id") REFERENCES "public"."sim_phonepe_orders"("merchant_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_phonepe_orders_state_idx" ON "sim_phonepe_orders" USING btree ("state");--> statement-breakpoint
CREATE INDEX "sim_phonepe_refunds_order_idx" ON "sim_phonepe_refunds" USING btree ("original_merchant_order_id");--> statement-breakpoint
CREATE INDEX "sim_phonepe_tokens_expires_at_idx" ON "sim_phonepe_tokens" USING btree ("expires_at");