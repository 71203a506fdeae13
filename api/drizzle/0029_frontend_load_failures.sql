CREATE TABLE "frontend_load_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part" text NOT NULL,
	"version" text,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "frontend_load_failures_kind_check" CHECK ("frontend_load_failures"."kind" in ('contract', 'load', 'render'))
);
--> statement-breakpoint
CREATE INDEX "frontend_load_failures_at_idx" ON "frontend_load_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "frontend_load_failures_part_idx" ON "frontend_load_failures" USING btree ("part","kind","at");