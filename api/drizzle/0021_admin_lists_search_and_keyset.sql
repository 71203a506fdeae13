-- Indexes for the admin lists (docs/admin-lists-at-volume.md). IF NOT EXISTS: on a live database an operator
-- builds them first without blocking writes (npm run db:indexes-online -w @jatra/api), and this migration then
-- finds them made.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_idx" ON "cities" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_prefix_idx" ON "cities" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_status_created_idx" ON "users" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_prefix_idx" ON "users" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "city_pairs_destination_idx" ON "city_pairs" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "city_pairs_travel_ids_idx" ON "city_pairs" USING gin ("travel_ids");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operators_name_idx" ON "operators" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operators_name_trgm_idx" ON "operators" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operators_name_prefix_idx" ON "operators" USING btree (lower("name") text_pattern_ops);