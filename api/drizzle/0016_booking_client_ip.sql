ALTER TABLE "bookings" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "bookings_client_ip_idx" ON "bookings" USING btree ("client_ip","created_at");