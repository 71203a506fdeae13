CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"pnr" text NOT NULL,
	"kind" text NOT NULL,
	"to_mobile" text NOT NULL,
	"locale" text NOT NULL,
	"template_id" text NOT NULL,
	"vars" jsonb NOT NULL,
	"text" text NOT NULL,
	"segments" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"request_id" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"state_detail" text,
	"reported_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "sms_outbox_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_pnr_idx" ON "sms_outbox" USING btree ("pnr","created_at");