CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"guest_token_hash" text,
	"pnr" text,
	"status" text NOT NULL,
	"answered" boolean NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"traveller_online_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversations_guest_token_hash_unique" UNIQUE("guest_token_hash"),
	CONSTRAINT "support_conversations_status_check" CHECK ("support_conversations"."status" in ('open', 'closed')),
	CONSTRAINT "support_conversations_owner_check" CHECK (("support_conversations"."user_id" is not null) or ("support_conversations"."guest_email" is not null and "support_conversations"."guest_token_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author" in ('traveller', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_conversations_inbox" ON "support_conversations" USING btree ("answered","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_conversations_user" ON "support_conversations" USING btree ("user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_conversation" ON "support_messages" USING btree ("conversation_id","created_at","id");