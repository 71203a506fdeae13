-- The admin's payments and refunds lists (docs/admin-lists-at-volume.md) and an order's refunds. IF NOT EXISTS: on a
-- live database an operator builds them first without blocking writes (npm run db:indexes-online -w @jatra/api).
CREATE INDEX IF NOT EXISTS "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at","merchant_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_orders_id_prefix_idx" ON "payment_orders" USING btree ("merchant_order_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_order_idx" ON "refunds" USING btree ("merchant_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_created_idx" ON "refunds" USING btree ("created_at","merchant_refund_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_id_prefix_idx" ON "refunds" USING btree ("merchant_refund_id" text_pattern_ops);