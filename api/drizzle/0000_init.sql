CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"origin_count" integer NOT NULL,
	"destination_count" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_syncs" (
	"resource" text PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
