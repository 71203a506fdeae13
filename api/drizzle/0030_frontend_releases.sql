CREATE TABLE "frontend_deployments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part" text NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"previous_version" text,
	"canary_version" text,
	"canary_percent" integer,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "frontend_deployments_action_check" CHECK ("frontend_deployments"."action" in ('deploy', 'canary', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "frontend_live" (
	"part" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"canary_version" text,
	"canary_percent" integer,
	"deployment_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "frontend_live_canary_check" CHECK (("frontend_live"."canary_version" is null and "frontend_live"."canary_percent" is null) or "frontend_live"."canary_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "frontend_releases" (
	"part" text NOT NULL,
	"version" text NOT NULL,
	"descriptor" jsonb NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "frontend_releases_part_version_pk" PRIMARY KEY("part","version")
);
--> statement-breakpoint
CREATE INDEX "frontend_deployments_part_idx" ON "frontend_deployments" USING btree ("part","id");