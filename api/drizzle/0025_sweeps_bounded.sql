-- Sweeps whose work is bounded by what happened since their last pass, not by the tables' size: a mark of how
-- far each catch-up sweep has looked, paid orders by when they were paid, and the refunds the gateway still works
-- on by when they were last asked about.
CREATE TABLE IF NOT EXISTS "sweep_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"swept_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX IF EXISTS "payment_orders_state_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_orders_state_updated_idx" ON "payment_orders" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_waiting_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."state" in ('PENDING', 'CONFIRMED');